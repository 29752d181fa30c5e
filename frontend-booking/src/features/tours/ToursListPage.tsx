import { useListToursQuery } from '@salone/api-client/catalogue';
import { Container, Select, TextField } from '@salone/ui';
import { minRatingFrom, RATED_SORTS, RatingFilter, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { ListOrMap } from '../../shared/ListOrMap';
import { FilterBar, MoreFilters, PageHero } from '../../shared/PageHero';
import { searchQuery, useSearchText } from '../../shared/useSearchText';
import { countActive, useUrlFilters } from '../../shared/useUrlFilters';
import { TourCard } from './components/TourCard';
import { tourDayFrom } from './tourRules';
import { isTourDifficulty, isTourDuration, TOUR_DIFFICULTIES, TOUR_DURATIONS } from './tourRules';
import { useListPageSeo } from '../../shared/seo';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

const FILTER_DEFAULTS = {
  search: '',
  difficulty: '',
  duration: '',
  minRating: '',
  sort: '',
  date: '',
};

/** /tours: search and filters in the URL, answered by the server (docs/product.md, screens). */
export default function ToursListPage() {
  useListPageSeo('tours');
  const t = useT(bookingMessages);
  const { filters, setFilters, active } = useUrlFilters(FILTER_DEFAULTS);
  const search = useSearchText(filters.search, (next) =>
    setFilters({ search: next }, { replace: true }),
  );

  const difficulty = isTourDifficulty(filters.difficulty) ? filters.difficulty : undefined;
  const duration = isTourDuration(filters.duration) ? filters.duration : undefined;
  const sort = sortFrom(filters.sort, RATED_SORTS);
  const minRating = minRatingFrom(filters.minRating);
  // The day of the home search, carried to the tour's booking form when it is a usable one.
  const date = tourDayFrom(filters.date);
  const { currentData, isFetching, isError } = useListToursQuery({
    search: searchQuery(filters.search),
    difficulty,
    duration,
    minRating,
    sort,
  });
  // A filtered list that found nothing suggests searches from the whole list.
  const { currentData: everything } = useListToursQuery(
    {},
    {
      skip: !(active && currentData?.length === 0),
    },
  );

  return (
    <>
      <PageHero title={t('tours.title')}>{t('tours.intro')}</PageHero>
      <Container>
        <FilterBar role="search" aria-label={t('tours.filter')} onSubmit={search.submit}>
          <TextField
            label={t('tours.search')}
            placeholder={t('tours.searchPlaceholder')}
            {...search.field}
          />
          <MoreFilters
            active={countActive(filters, FILTER_DEFAULTS, ['difficulty', 'duration', 'minRating'])}
          >
            <Select
              label={t('tours.difficulty')}
              placeholder={t('tours.allDifficulties')}
              options={TOUR_DIFFICULTIES.map(({ value }) => ({
                value,
                label: t(`tour.difficulty.${value}`),
              }))}
              value={difficulty ?? ''}
              onChange={(event) => setFilters({ difficulty: event.target.value })}
            />
            <Select
              label={t('tours.duration')}
              placeholder={t('tours.allDurations')}
              options={TOUR_DURATIONS.map(({ value }) => ({
                value,
                label: t(`tours.durationClass.${value}`),
              }))}
              value={duration ?? ''}
              onChange={(event) => setFilters({ duration: event.target.value })}
            />
            <RatingFilter value={minRating} onChange={(next) => setFilters({ minRating: next })} />
            <SortSelect
              value={sort}
              offered={RATED_SORTS}
              onChange={(next) => setFilters({ sort: next })}
            />
          </MoreFilters>
        </FilterBar>
        <section aria-label={t('tours.results')}>
          <ListOrMap
            items={currentData}
            name={(item) => item.title}
            href={(item) => `/tours/${item.id}`}
          >
            <ListStates
              kind="tours"
              isLoading={!currentData && isFetching}
              isError={isError}
              items={currentData}
              filtered={active}
              suggestions={{
                path: '/tours',
                search: searchQuery(filters.search),
                catalogue: everything?.map((tour) => ({ name: tour.title, place: tour.location })),
              }}
              renderItem={(tour, index) => (
                <TourCard tour={tour} date={date} priority={index === 0} />
              )}
            />
          </ListOrMap>
        </section>
      </Container>
    </>
  );
}
