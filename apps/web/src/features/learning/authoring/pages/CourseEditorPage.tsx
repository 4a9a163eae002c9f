import '@mantine/core/styles/Divider.css';
import type { AuthoringCourse } from '@elevar/contract';
import { Alert, Anchor, Divider, Stack, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors.ts';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { useAuthoringCourse } from '../api.ts';
import { ActivitiesPanel } from '../components/ActivitiesPanel.tsx';
import { BulkEnrolmentPanel } from '../components/BulkEnrolmentPanel.tsx';
import { CourseForm } from '../components/CourseForm.tsx';
import { StatusPanel } from '../components/StatusPanel.tsx';
import { useAuthoringTranslation } from '../i18n.ts';
import { authoredText } from '../labels.ts';
import { COURSES_PATH, courseEditorPath } from '../paths.ts';

function BackLink() {
  const { t } = useAuthoringTranslation();
  return (
    <Anchor component={Link} to={COURSES_PATH} size="sm">
      {t('editor.back')}
    </Anchor>
  );
}

/** Staff: a new course's fields; once created, its editor opens (where activities are added). */
export function NewCoursePage() {
  const { t } = useAuthoringTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960}>
      <DocumentTitle title={t('editor.createTitle')} />
      <BackLink />
      <Title order={1}>{t('editor.createTitle')}</Title>
      <CourseForm
        course={null}
        onSaved={(course: AuthoringCourse) =>
          navigate(courseEditorPath(course.id), { replace: true, state: { created: true } })
        }
      />
    </Stack>
  );
}

/** Staff: one course's editor: its status and publication, its fields, and its activities. */
export function CourseEditorPage() {
  const { t, i18n } = useAuthoringTranslation();
  const params = useParams();
  const location = useLocation();
  const id = positiveInt(params.id ?? null);
  const query = useAuthoringCourse(id ?? 0);
  const created = (location.state as { created?: boolean } | null)?.created === true;

  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotFound backTo={COURSES_PATH} backLabel={t('editor.back')} />;
  if (query.isError && isForbidden(query.error))
    return (
      <Stack gap="lg">
        <Title order={1}>{t('editor.editTitle')}</Title>
        <Forbidden error={query.error} />
      </Stack>
    );
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListLoader />;
  const course = query.data;
  const title = authoredText(course.title, i18n.language, course.default_language) || t('list.untitled');
  return (
    <Stack gap="lg" maw={960}>
      <DocumentTitle title={t('editor.documentTitle', { title })} />
      <BackLink />
      <Title order={1}>{title}</Title>
      {created && (
        <Alert color="teal" variant="light">
          {t('editor.created')}
        </Alert>
      )}
      <StatusPanel course={course} />
      <Divider />
      <CourseForm course={course} onSaved={() => undefined} />
      <Divider />
      <ActivitiesPanel course={course} />
      <Divider />
      <BulkEnrolmentPanel courseId={course.id} />
    </Stack>
  );
}
