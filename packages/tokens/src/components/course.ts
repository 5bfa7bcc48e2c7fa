/** Component tokens of the course group (see ../component.ts). */
export const courseTokens = {
  contentTypeIconSize: '1rem',
  courseCardCoverRatio: '16 / 9',
  /** The line of the cover art, in its 160 x 90 drawing units. */
  coverArtStrokeWidth: '1.5',
  courseMetaIconSize: '1rem',
  courseOutlineStatusIconSize: '1.25rem',
  courseOutlineChevronSize: '1.25rem',
  certificateSealSize: '2.5rem',
  certificateValidityIconSize: '3rem',
  certificateValidityMaxWidth: '32rem',
  /** Narrowest the validity's text gets beside its icon before it moves under it. */
  certificateValidityTextMinWidth: '16rem',
  /** QR codes stay large enough to scan from a screen or paper. */
  qrCodeSizeMd: '8rem',
  qrCodeSizeLg: '11rem',
  certificatePrintMaxWidth: '56rem',
  leaderboardMedalSize: '1.5rem',
  leaderboardRankWidth: '5rem',
  forumPostExcerptLines: '2',
  forumPostIconSize: '1rem',
  notificationDotSize: '0.625rem',
  /** Narrowest a notification's text gets before its action moves under it. */
  notificationTextMinWidth: '14rem',
  /** The learn player: outline column, video frame, PDF viewer and callout icon. */
  learnSidebarWidth: '22rem',
  learnProgressWidth: '14rem',
  mediaFrameVideoRatio: '16 / 9',
  mediaFramePdfHeight: '75vh',
  calloutIconSize: '1.25rem',
} as const;
