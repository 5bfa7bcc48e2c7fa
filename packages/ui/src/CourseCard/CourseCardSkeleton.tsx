import type { HTMLAttributes, Ref } from 'react';
import { Card } from '../Card';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { useUiMessages } from '../messages';
import { LoadingCover } from './CourseCard.styles';

export interface CourseCardSkeletonProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

/** The shape of a course card while it loads, announced once as "Memuat kursus…". */
export function CourseCardSkeleton(props: CourseCardSkeletonProps) {
  const { messages } = useUiMessages();
  return (
    <Card
      media={
        <LoadingCover>
          <Skeleton variant="rect" height="100%" style={{ borderRadius: 0 }} />
        </LoadingCover>
      }
      {...props}
    >
      <SkeletonGroup label={messages.courseCardLoading}>
        <Skeleton width="80%" />
        <Skeleton lines={2} width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    </Card>
  );
}
