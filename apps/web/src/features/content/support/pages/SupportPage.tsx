import { Stack, Title } from '@mantine/core';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { useMyTickets } from '../api.ts';
import { SupportForm } from '../components/SupportForm.tsx';
import { SupportIntro } from '../components/SupportIntro.tsx';
import { TicketList } from '../components/TicketList.tsx';
import { useSupportTranslation } from '../i18n.ts';

const PAGE_SIZE = 10;

/** The user's own tickets, newest change first, each opening its thread. */
export function MyTickets() {
  const { t } = useSupportTranslation();
  const { page, goToPage } = useListParams();
  const tickets = useMyTickets({ page, page_size: PAGE_SIZE });
  return (
    <section aria-labelledby="my-tickets">
      <Title order={2} id="my-tickets" mb="sm">
        {t('mine.title')}
      </Title>
      <div aria-live="polite" aria-busy={tickets.isFetching}>
        <QueryList query={tickets} empty={<EmptyList>{t('mine.empty')}</EmptyList>}>
          {(data) => (
            <Stack gap="md">
              <TicketList tickets={data.results} />
              <ListPagination
                page={data.page}
                count={data.count}
                pageSize={data.page_size}
                onChange={goToPage}
              />
            </Stack>
          )}
        </QueryList>
      </div>
    </section>
  );
}

/**
 * The client's introduction, the form and the user's tickets under a title: /support and /contact-us (SPEC §2) are
 * this one screen, each with its own introduction.
 */
function ContactScreen({ title, slug }: { title: string; slug: 'support' | 'contact-us' }) {
  return (
    <Stack gap="xl">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <SupportIntro slug={slug} />
      <SupportForm />
      <MyTickets />
    </Stack>
  );
}

/** Route /support (SPEC §2): the contact support form and the user's tickets with the support team's answers. */
export function SupportPage() {
  const { t } = useSupportTranslation();
  return <ContactScreen title={t('support.title')} slug="support" />;
}

/** Route /contact-us (SPEC §2): the same screen under the "contact us" name. */
export function ContactUsPage() {
  const { t } = useSupportTranslation();
  return <ContactScreen title={t('contact.title')} slug="contact-us" />;
}
