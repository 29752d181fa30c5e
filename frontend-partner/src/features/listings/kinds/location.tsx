import { useMemo } from 'react';
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { get } from 'react-hook-form';
import { useT } from '@salone/i18n';
import { Button, MapView, TextField, type MapPoint } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { coordinate } from './fieldRules';
import { StyledGroup, StyledRow } from './layout';

/** The place fields every kind's form has: the pin, as the degrees typed (empty: none). */
export interface LocationValues {
  latitude: string;
  longitude: string;
}

/** Sierra Leone's box, as the server checks it (catalogue/location.ts). */
export const locationSchema = {
  latitude: coordinate('Latitude', 6.5, 10.5),
  longitude: coordinate('Longitude', -13.8, -9.8),
};

export const NO_LOCATION: LocationValues = { latitude: '', longitude: '' };

/** The form's place from a listing's public shape. */
export const locationOf = (details: {
  latitude?: number | null;
  longitude?: number | null;
}): LocationValues =>
  typeof details.latitude === 'number' && typeof details.longitude === 'number'
    ? { latitude: String(details.latitude), longitude: String(details.longitude) }
    : NO_LOCATION;

/** The request's place: both numbers, or both null (no pin, or the pin removed). */
export const locationInput = (
  values: LocationValues,
): { latitude: number | null; longitude: number | null } =>
  values.latitude.trim() === '' || values.longitude.trim() === ''
    ? { latitude: null, longitude: null }
    : { latitude: Number(values.latitude), longitude: Number(values.longitude) };

const round = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

/**
 * Where the listing is: a pin placed by clicking the map, or the coordinates typed (the
 * accessible way, and the one that works without the map).
 */
export function LocationPicker<V extends FieldValues & LocationValues>({
  form,
}: {
  form: UseFormReturn<V>;
}) {
  const t = useT(partnerMessages);
  const latField = 'latitude' as Path<V>;
  const lonField = 'longitude' as Path<V>;
  const [latitude, longitude] = useWatch({ control: form.control, name: [latField, lonField] }) as [
    string,
    string,
  ];
  const points = useMemo<MapPoint[]>(() => {
    const lat = Number(latitude);
    const lon = Number(longitude);
    return latitude !== '' && longitude !== '' && Number.isFinite(lat) && Number.isFinite(lon)
      ? [{ id: 'pin', latitude: lat, longitude: lon, label: t('location.pin') }]
      : [];
  }, [latitude, longitude, t]);
  // A pin placed or removed is the operator's edit, as typing is: the fields take the values,
  // then hear a change, so the draft saves itself (useAutosave listens to changes only).
  const set = (lat: string, lon: string) => {
    const options = { shouldDirty: true, shouldValidate: true };
    for (const [name, value] of [
      [latField, lat],
      [lonField, lon],
    ] as const) {
      form.setValue(name, value as PathValue<V, Path<V>>, options);
      void form.register(name).onChange({ target: { name, value }, type: 'change' });
    }
  };
  const error = (field: string) =>
    (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
  return (
    <StyledGroup>
      <legend>{t('location.title')}</legend>
      <p>{t('location.hint')}</p>
      <MapView
        title={t('location.mapTitle')}
        points={points}
        fallbackNote={t('location.fallback')}
        height={300}
        onPick={(lat, lon) => set(round(lat), round(lon))}
      />
      <StyledRow>
        <TextField
          label={t('location.latitude')}
          hint={t('location.latitudeHint')}
          inputMode="decimal"
          error={error('latitude')}
          {...form.register(latField)}
        />
        <TextField
          label={t('location.longitude')}
          hint={t('location.longitudeHint')}
          inputMode="decimal"
          error={error('longitude')}
          {...form.register(lonField)}
        />
      </StyledRow>
      {points.length > 0 ? (
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => set('', '')}>
            {t('location.clear')}
          </Button>
        </div>
      ) : null}
    </StyledGroup>
  );
}
