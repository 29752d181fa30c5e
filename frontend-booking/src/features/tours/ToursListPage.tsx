import { useListToursQuery } from '@salone/api-client/catalogue';
import { Container, Select, TextField, useSeo } from '@salone/ui';
import { RATED_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { FilterBar, PageHero } from '../../shared/PageHero';
import { useSearchText } from '../../shared/useSearchText';
import { useUrlFilters } from '../../shared/useUrlFilters';
import { TourCard } from './components/TourCard';
import { tourDayFrom } from './tourRules';
import { isTourDifficulty, isTourDuration, TOUR_DIFFICULTIES, TOUR_DURATIONS } from './tourRules';
import { LIST_PAGE_SEO } from '../../shared/seo';

const FILTER_DEFAULTS = { search: '', difficulty: '', duration: '', sort: '', date: '' };

/** /tours: search and filters in the URL, answered by the server (docs/product.md, screens). */
export default function ToursListPage() {
  useSeo(LIST_PAGE_SEO.tours);
  const { filters, setFilters, active } = useUrlFilters(FILTER_DEFAULTS);
  const search = useSearchText(filters.search, (next) =>
    setFilters({ search: next }, { replace: true }),
  );

  const difficulty = isTourDifficulty(filters.difficulty) ? filters.difficulty : undefined;
  const duration = isTourDuration(filters.duration) ? filters.duration : undefined;
  const sort = sortFrom(filters.sort, RATED_SORTS);
  // The day of the home search, carried to the tour's booking form when it is a usable one.
  const date = tourDayFrom(filters.date);
  const { currentData, isFetching, isError } = useListToursQuery({
    search: filters.search.trim() || undefined,
    difficulty,
    duration,
    sort,
  });

  return (
    <>
      <PageHero title="Guided Tours">
        Rainforest, islands, mountains and history with local guides, shared or private.
      </PageHero>
      <Container>
        <FilterBar role="search" aria-label="Search tours" onSubmit={search.submit}>
          <TextField label="Search" placeholder="Tour, place or activity" {...search.field} />
          <Select
            label="Difficulty"
            placeholder="All Difficulties"
            options={TOUR_DIFFICULTIES}
            value={difficulty ?? ''}
            onChange={(event) => setFilters({ difficulty: event.target.value })}
          />
          <Select
            label="Duration"
            placeholder="All Durations"
            options={TOUR_DURATIONS}
            value={duration ?? ''}
            onChange={(event) => setFilters({ duration: event.target.value })}
          />
          <SortSelect
            value={sort}
            offered={RATED_SORTS}
            onChange={(next) => setFilters({ sort: next })}
          />
        </FilterBar>
        <section aria-label="Tours">
          <ListStates
            noun="Tours"
            isLoading={!currentData && isFetching}
            isError={isError}
            items={currentData}
            filtered={active}
            renderItem={(tour, index) => (
              <TourCard tour={tour} date={date} priority={index === 0} />
            )}
          />
        </section>
      </Container>
    </>
  );
}
