import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeHero } from '../components/home-hero.tsx';
import { getHomePage } from '../server/content/get-home-page.ts';
import { homepageSlices } from '../slices/index.ts';

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage();
  const data = home?.homepage.data;
  return {
    ...(data?.meta_title ? { title: { absolute: data.meta_title } } : {}),
    ...(data?.meta_description ? { description: data.meta_description } : {}),
    alternates: { canonical: '/' },
  };
}

export default async function HomePage() {
  const home = await getHomePage();
  if (!home) notFound();
  return (
    <>
      <HomeHero homepage={home.homepage} />
      <SliceZone
        slices={home.homepage.data.slices}
        components={homepageSlices}
        context={{ news: home.news, events: home.events }}
      />
    </>
  );
}
