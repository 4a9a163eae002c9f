import type { CourseKind } from '@elevar/contract';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';

/** What a course page hands each section another feature adds to it. */
export interface CourseSectionProps {
  courseId: number;
  kind: CourseKind;
}

type CourseSection = LazyExoticComponent<ComponentType<CourseSectionProps>>;

const sections: CourseSection[] = [];

/**
 * Adds a section under a course's and a trail's page (assessment's reviews), a lazy chunk of its feature: the
 * course page never imports the feature that brings it.
 */
export function registerCourseSection(section: CourseSection): void {
  if (!sections.includes(section)) sections.push(section);
}

/** The registered sections of a course or trail page, each loading on its own. */
export function CourseSections({ courseId, kind }: CourseSectionProps) {
  return sections.map((Section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the registry only grows at start, its order is fixed
    <Suspense key={index} fallback={null}>
      <Section courseId={courseId} kind={kind} />
    </Suspense>
  ));
}
