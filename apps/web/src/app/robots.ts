import type { MetadataRoute } from 'next';
import { env } from '../env.ts';
import { robotsRules } from '../lib/robots-rules.ts';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.SITE_URL);
}
