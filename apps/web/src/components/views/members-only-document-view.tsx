import { notFound } from 'next/navigation';
import { getProject, getPublication } from '../../server/content/get-archives.ts';
import { getCollection } from '../../server/content/get-collections.ts';
import { getContentPage } from '../../server/content/get-content-page.ts';
import { getEvent } from '../../server/content/get-events.ts';
import { getFeature } from '../../server/content/get-features.ts';
import type { MembersOnlyDocument } from '../../server/content/get-members-only.ts';
import { getNewsArticle } from '../../server/content/get-news.ts';
import { CmsPageView } from './cms-page-view.tsx';
import { CollectionView } from './collection-view.tsx';
import { EventView } from './event-view.tsx';
import { FeatureArticleView } from './feature-article-view.tsx';
import { NewsArticleView } from './news-article-view.tsx';
import { ProjectView } from './project-view.tsx';
import { PublicationView } from './publication-view.tsx';

const orNotFound = <T,>(value: T | null): T => value ?? notFound();

/** A members-only document rendered with the same view and data function as its public route. */
export async function MembersOnlyDocumentView({ document }: { document: MembersOnlyDocument }) {
  const { type, uid, path } = document;
  switch (type) {
    case 'page':
      return <CmsPageView found={orNotFound(await getContentPage(path.slice(1).split('/')))} />;
    case 'news_item':
      return <NewsArticleView article={orNotFound(await getNewsArticle(uid))} />;
    case 'feature_item':
      return <FeatureArticleView item={orNotFound(await getFeature(uid))} />;
    case 'event':
      return <EventView event={orNotFound(await getEvent(uid))} />;
    case 'fhwuifhe':
      return <ProjectView item={orNotFound(await getProject(uid))} />;
    case 'cwbhvwt':
      return <PublicationView item={orNotFound(await getPublication(uid))} />;
    case 'collection':
      return <CollectionView collection={orNotFound(await getCollection(uid))} />;
  }
}
