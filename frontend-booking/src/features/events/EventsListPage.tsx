import styled from 'styled-components';
import { useListEventsQuery, type EventDto } from '@salone/api-client/catalogue';
import { Container, Select, TextField, theme } from '@salone/ui';
import { LIST_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { ListOrMap } from '../../shared/ListOrMap';
import { FilterBar, MoreFilters, PageHero } from '../../shared/PageHero';
import { searchQuery, useSearchText } from '../../shared/useSearchText';
import { oneOf, countActive, useUrlFilters } from '../../shared/useUrlFilters';
import { linkDay } from '../../shared/planBookingLink';
import { EventCard } from './components/EventCard';
import { EVENT_CATEGORIES, EVENT_DATE_WINDOWS } from './eventFormat';
import { useListPageSeo } from '../../shared/seo';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

const DEFAULTS = { search: '', category: 'all', date: 'all', sort: '', from: '', to: '' };

/** /events: search, category and date filters, and the event cards (docs/product.md, screens). */
export default function EventsListPage() {
  useListPageSeo('events');
  const t = useT(bookingMessages);
  const { filters, setFilters, active } = useUrlFilters(DEFAULTS);
  const category = oneOf(filters.category, EVENT_CATEGORIES);
  const date = oneOf(filters.date, EVENT_DATE_WINDOWS);
  const sort = sortFrom(filters.sort, LIST_SORTS);
  // The days asked for (the home search's dates): real days only, the last not before the first.
  const from = linkDay(filters.from);
  const lastDay = linkDay(filters.to);
  const to = lastDay && (!from || lastDay >= from) ? lastDay : undefined;
  const search = useSearchText(filters.search, (value) =>
    setFilters({ search: value }, { replace: true }),
  );

  const { currentData, isError, isFetching } = useListEventsQuery({
    search: searchQuery(filters.search),
    category,
    date,
    sort,
    from,
    to,
  });
  // A filtered list that found nothing suggests searches from the whole list.
  const { currentData: everything } = useListEventsQuery(
    {},
    {
      skip: !(active && currentData?.length === 0),
    },
  );

  return (
    <>
      <PageHero title={t('events.title')}>{t('events.intro')}</PageHero>
      <Container>
        <FilterBar role="search" aria-label={t('events.filter')} onSubmit={search.submit}>
          <TextField
            label={t('events.search')}
            placeholder={t('events.searchPlaceholder')}
            {...search.field}
            enterKeyHint="search"
          />
          <MoreFilters
            active={countActive(filters, DEFAULTS, ['category', 'date', ['from', 'to']])}
          >
            <Select
              label={t('events.category')}
              options={[
                { value: 'all', label: t('events.allCategories') },
                ...EVENT_CATEGORIES.map((value) => ({
                  value,
                  label: t(`event.category.${value}`),
                })),
              ]}
              value={category ?? 'all'}
              onChange={(event) => setFilters({ category: event.target.value })}
            />
            <Select
              label={t('events.date')}
              options={[
                { value: 'all', label: t('events.allDates') },
                ...EVENT_DATE_WINDOWS.map((value) => ({
                  value,
                  label: t(`events.window.${value}`),
                })),
              ]}
              value={date ?? 'all'}
              onChange={(event) => setFilters({ date: event.target.value })}
            />
            <TextField
              label={t('events.from')}
              type="date"
              value={from ?? ''}
              onChange={(event) => setFilters({ from: event.target.value })}
            />
            <TextField
              label={t('events.to')}
              type="date"
              value={to ?? ''}
              min={from}
              onChange={(event) => setFilters({ to: event.target.value })}
            />
            <SortSelect
              value={sort}
              offered={LIST_SORTS}
              defaultLabel={t('events.soonestFirst')}
              onChange={(next) => setFilters({ sort: next })}
            />
          </MoreFilters>
        </FilterBar>
        <StyledResults aria-label={t('events.results')} aria-busy={isFetching}>
          <ListOrMap
            items={currentData}
            name={(item) => item.title}
            href={(item) => `/events/${item.id}`}
          >
            <ListStates<EventDto>
              kind="events"
              isLoading={!currentData && isFetching}
              isError={isError}
              items={currentData}
              filtered={active}
              suggestions={{
                path: '/events',
                search: searchQuery(filters.search),
                catalogue: everything?.map((event) => ({
                  name: event.title,
                  place: event.location,
                })),
              }}
              renderItem={(event, index) => <EventCard event={event} priority={index === 0} />}
            />
          </ListOrMap>
        </StyledResults>
      </Container>
    </>
  );
}

const StyledResults = styled.section`
  padding-bottom: ${theme.space[7]}px;
`;
