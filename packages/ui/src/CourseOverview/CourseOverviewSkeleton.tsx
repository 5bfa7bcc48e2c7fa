import { Card } from '../Card';
import { LoadingCover } from '../CourseCard/CourseCard.styles';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Columns, Main, Section, Summary } from './CourseOverview.styles';

/** The overview's shape while the course loads, announced once with `label`. */
export function CourseOverviewSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <Columns>
        <Summary>
          <Card
            media={
              <LoadingCover>
                <Skeleton variant="rect" height="100%" style={{ borderRadius: 0 }} />
              </LoadingCover>
            }
          >
            <Skeleton lines={4} />
          </Card>
        </Summary>
        <Main>
          <Section as="div">
            <Skeleton width="40%" />
            <Skeleton lines={3} />
          </Section>
          <Section as="div">
            <Skeleton width="40%" />
            <Skeleton variant="rect" />
          </Section>
        </Main>
      </Columns>
    </SkeletonGroup>
  );
}
