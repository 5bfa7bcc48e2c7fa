import type { ReactNode } from 'react';

/** The kinds of cover art: one per kind of course topic, and one each for paths and programs. */
export const COVER_ART_KINDS = [
  'general',
  'leadership',
  'digital',
  'safety',
  'sales',
  'finance',
  'personal',
  'roadmap',
  'program',
] as const;
export type CoverArtKind = (typeof COVER_ART_KINDS)[number];

/*
 * Each drawing sits on a 160 x 90 scene (the cover's 16:9): a soft shape (`shape`), a lighter
 * card (`card`) and the motif in line (`line`), all neutral greys the styles give them. One
 * metaphor per kind, so a topic is recognised by its drawing, not by a colour.
 */
export const drawings: Record<CoverArtKind, ReactNode> = {
  general: (
    <>
      <circle className="shape" cx="80" cy="45" r="30" />
      <path
        className="card"
        d="M56 33c8-3 16-3 24 2 8-5 16-5 24-2v28c-8-3-16-3-24 2-8-5-16-5-24-2z"
      />
      <path
        className="line"
        d="M56 33c8-3 16-3 24 2 8-5 16-5 24-2v28c-8-3-16-3-24 2-8-5-16-5-24-2zM80 35v28"
      />
    </>
  ),
  leadership: (
    <>
      <path className="shape" d="M40 72h80v6H40z" />
      <path className="card" d="M52 72V58h18v14M70 72V48h18v24M88 72V38h18v34" />
      <path
        className="line"
        d="M52 72V58h18v14M70 72V48h18v24M88 72V38h18v34M97 38V16M97 17h14l-3 5 3 5H97"
      />
    </>
  ),
  digital: (
    <>
      <circle className="shape" cx="80" cy="42" r="30" />
      <path className="card" d="M54 24h52v34H54z" />
      <path className="line" d="M54 24h52v34H54zM46 64h68M62 50v-6M72 50V38M82 50v-9M92 50V32" />
    </>
  ),
  safety: (
    <>
      <circle className="shape" cx="80" cy="46" r="30" />
      <path className="card" d="M60 58c0-13 9-22 20-22s20 9 20 22z" />
      <path
        className="line"
        d="M60 58c0-13 9-22 20-22s20 9 20 22zM54 58h52v6H54zM76 36v-4h8v4M80 36v22"
      />
    </>
  ),
  sales: (
    <>
      <circle className="shape" cx="80" cy="45" r="30" />
      <path className="card" d="M52 26h36v22H64l-8 7v-7h-4zM74 42h34v22h-4v7l-8-7H74z" />
      <path className="line" d="M52 26h36v22H64l-8 7v-7h-4zM74 42h34v22h-4v7l-8-7H74zM82 53h18" />
    </>
  ),
  finance: (
    <>
      <path className="shape" d="M40 70h80v6H40z" />
      <path className="card" d="M56 70V48h20v22M84 70V58h20v12" />
      <path
        className="line"
        d="M56 70V48h20v22M56 56h20M56 63h20M84 70V58h20v12M84 64h20M54 40l16-10 12 6 24-16M98 20h8v8"
      />
    </>
  ),
  personal: (
    <>
      <circle className="shape" cx="80" cy="48" r="28" />
      <path className="card" d="M64 62h32l-4 12H68z" />
      <path
        className="line"
        d="M64 62h32l-4 12H68zM80 62V36M80 46c-10 0-16-6-16-14 10 0 16 6 16 14zM80 40c0-8 6-14 16-14 0 8-6 14-16 14z"
      />
    </>
  ),
  roadmap: (
    <>
      <circle className="shape" cx="80" cy="45" r="30" />
      <path
        className="line"
        d="M48 70c16 0 18-14 32-14s16-14 32-14M112 42V20M112 21h12l-3 4 3 4h-12"
      />
      <circle className="card" cx="48" cy="70" r="4" />
      <circle className="card" cx="80" cy="56" r="4" />
      <circle className="line" cx="48" cy="70" r="4" />
      <circle className="line" cx="80" cy="56" r="4" />
    </>
  ),
  program: (
    <>
      <circle className="shape" cx="80" cy="45" r="30" />
      <path className="card" d="M62 30h40v34H62z" />
      <path className="line" d="M58 26h40M62 30h40v34H62zM70 40h24M70 48h24M70 56h14" />
    </>
  ),
};
