import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeHero } from '../components/home-hero.tsx';
import { getHomePage } from '../server/content/get-home-page.ts';
import { unlessFailing } from '../server/content/unless-failing.ts';
import { homepageSlices } from '../slices/index.ts';

export async function generateMetadata(): Promise<Metadata> {
  // Metadata sits outside error boundaries: a failure here would replace the whole page, so the page reports it.
  const home = await unlessFailing(getHomePage());
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
