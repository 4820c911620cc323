import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeHero } from '../components/home-hero.tsx';
import { env } from '../env.ts';
import { pageMetadata } from '../lib/page-metadata.ts';
import { getHomePage } from '../server/content/get-home-page.ts';
import { unlessFailing } from '../server/content/unless-failing.ts';
import { homepageSlices } from '../slices/index.ts';

export async function generateMetadata(): Promise<Metadata> {
  // Metadata sits outside error boundaries: a failure here would replace the whole page, so the page reports it.
  const home = await unlessFailing(getHomePage());
  const data = home?.homepage.data;
  const metaTitle = data?.meta_title?.trim();
  return {
    ...pageMetadata({
      metaTitle,
      metaDescription: data?.meta_description,
      title: env.SITE_NAME,
      path: '/',
      image: data?.hero_image,
    }),
    // The home page is the site itself: its name alone, or the editor's title and then the name.
    title: { absolute: metaTitle ? `${metaTitle} | ${env.SITE_NAME}` : env.SITE_NAME },
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
