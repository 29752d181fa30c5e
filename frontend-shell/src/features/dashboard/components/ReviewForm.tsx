import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useCreateReviewMutation,
  useUploadReviewPhotoMutation,
  type ReviewableBookingDto,
} from '@salone/api-client/bookings';
import { Button, TextArea, toast, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { accountMessages, type AccountKey } from '../../../i18n';
import { StyledActions } from './shared';

/** As the server keeps them (CreateReviewDto). */
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REVIEW_PHOTOS = 4;
const SCORES = [1, 2, 3, 4, 5] as const;

interface ScoreFieldProps {
  legend: string;
  value: number | undefined;
  error?: string;
  onChange(score: number): void;
}

/** One score from 1 to 5 stars, as five radio buttons drawn as stars. */
function ScoreField({ legend, value, error, onChange }: ScoreFieldProps) {
  const t = useT(accountMessages);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <StyledScore
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div>
        {SCORES.map((score) => (
          <label key={score} data-on={value !== undefined && score <= value}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
            />
            <span aria-hidden>★</span>
            <span className="label">{t('review.stars', { count: score })}</span>
          </label>
        ))}
      </div>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledScore>
  );
}

/**
 * The traveller's review of one booking: overall stars, the kind's sub-scores, optional words
 * and up to four photos (uploaded at once, sent by their ids).
 */
interface AddedPhoto {
  id: string;
  fileName: string;
}

export function ReviewForm({
  reviewable,
  onDone,
}: {
  reviewable: ReviewableBookingDto;
  onDone(): void;
}) {
  const t = useT(accountMessages);
  const [overall, setOverall] = useState<number>();
  const [scores, setScores] = useState<Record<string, number>>({});
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<AddedPhoto[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [upload, { isLoading: uploading }] = useUploadReviewPhotoMutation();
  const [create, { isLoading: sending }] = useCreateReviewMutation();

  const addPhotos = async (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, MAX_REVIEW_PHOTOS - photos.length)) {
      try {
        const stored = await upload({ body: { file } }).unwrap();
        setPhotos((current) => [...current, { id: stored.id, fileName: file.name }]);
      } catch (error) {
        setProblems((current) => ({
          ...current,
          photos: errorText(error, t('review.photoFailed')),
        }));
      }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (overall === undefined) found.overall = t('review.overallMissing');
    for (const key of reviewable.subScores) {
      if (scores[key] === undefined) found[key] = t('review.scoreMissing');
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || overall === undefined) return;
    try {
      await create({
        createReviewDto: {
          bookingId: reviewable.bookingId,
          overall,
          subScores: scores,
          ...(text.trim() ? { text: text.trim() } : {}),
          ...(photos.length > 0 ? { photoIds: photos.map((photo) => photo.id) } : {}),
        },
      }).unwrap();
      toast({ title: t('review.thanks'), description: t('review.thanksText') });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('review.failed'),
        description: errorText(error, t('review.failedText')),
      });
    }
  };

  return (
    <StyledForm
      onSubmit={submit}
      noValidate
      aria-label={t('review.form', { name: reviewable.serviceName })}
    >
      <ScoreField
        legend={t('review.overall')}
        value={overall}
        error={problems.overall}
        onChange={setOverall}
      />
      {reviewable.subScores.map((key) => (
        <ScoreField
          key={key}
          legend={t(`review.sub.${key}` as AccountKey)}
          value={scores[key]}
          error={problems[key]}
          onChange={(score) => setScores((current) => ({ ...current, [key]: score }))}
        />
      ))}
      <TextArea
        label={t('review.text')}
        hint={t('review.textHint')}
        value={text}
        maxLength={MAX_REVIEW_TEXT}
        rows={4}
        onChange={(event) => setText(event.target.value)}
      />
      <StyledPhotos>
        <label>
          {t('review.photos', { max: MAX_REVIEW_PHOTOS })}
          <input
            type="file"
            accept="image/jpeg,image/png"
            multiple
            disabled={uploading || photos.length >= MAX_REVIEW_PHOTOS}
            onChange={(event) => void addPhotos(event.target.files)}
          />
        </label>
        {uploading && <p role="status">{t('review.uploading')}</p>}
        {photos.length > 0 && (
          <ul aria-label={t('review.photosAdded')}>
            {photos.map((photo) => (
              <li key={photo.id}>
                {photo.fileName}{' '}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
                >
                  {t('review.removePhoto', { fileName: photo.fileName })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {problems.photos && <StyledError role="alert">{problems.photos}</StyledError>}
      </StyledPhotos>
      <StyledActions>
        <Button type="submit" disabled={sending || uploading}>
          {sending ? t('review.sending') : t('review.submit')}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]}px;
`;

const StyledScore = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${theme.space[1]}px;
  }

  > div {
    display: flex;
    gap: ${theme.space[1]}px;
  }

  label {
    position: relative;
    font-size: 1.75rem;
    line-height: 1;
    cursor: pointer;
    color: ${theme.colors.borderStrong};
  }

  label[data-on='true'] {
    color: ${theme.colors.warning};
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  input:focus-visible + span {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const StyledPhotos = styled.div`
  display: grid;
  gap: ${theme.space[2]}px;

  label {
    display: grid;
    gap: ${theme.space[1]}px;
    font-weight: 600;
  }
`;

const StyledError = styled.p`
  margin: ${theme.space[1]}px 0 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;
