'use client';
import type { SharedSliceModel } from '@prismicio/client';
import { createContext, useContext } from 'react';

/** What every field editor may need: the shared slices, and where the media library's files are served. */
export type StudioContextValue = { sharedSlices: readonly SharedSliceModel[]; assetOrigin: string };

export const StudioContext = createContext<StudioContextValue>({ sharedSlices: [], assetOrigin: '' });

export const useStudio = () => useContext(StudioContext);
