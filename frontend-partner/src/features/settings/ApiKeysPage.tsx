import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorText } from '@salone/api-client';
import {
  useCreateApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  type ApiKeyDto,
  type CreatedApiKeyDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatDate, formatDateTime } from '@salone/format';
import {
  QueryState,
  Badge,
  Button,
  CheckboxGroup,
  Skeleton,
  TextField,
  toast,
  useSeo,
  type BadgeTone,
} from '@salone/ui';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { OwnerGate } from '../../shared/OwnerGate';
import { SecretOnce } from '../../shared/SecretOnce';
import { SettingsLinks } from './SettingsLinks';
import { StyledCards, StyledCardHead, StyledForm, StyledSection } from '../../shared/listStyles';

type Scope = ApiKeyDto['scopes'][number];

export const SCOPE_LABEL: Record<Scope, string> = {
  'catalogue:read': 'Read your listings and their availability',
  'listings:write': 'Edit, publish and close your listings',
  'bookings:read': 'Read your bookings',
  'bookings:write': 'Make bookings of your listings, check in and cancel',
};

const SCOPE_OPTIONS = (Object.keys(SCOPE_LABEL) as Scope[]).map((value) => ({
  value,
  label: `${SCOPE_LABEL[value]} (${value})`,
}));

const STATUS: Record<ApiKeyDto['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
};

/** Today in Freetown (UTC all year), as the date field writes it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const keySchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(100, 'At most 100 characters'),
  scopes: z.array(z.string()).min(1, 'Choose at least one scope'),
  expiresOn: z
    .string()
    .refine((value) => value === '' || value > today(), 'Choose a day after today'),
});

type KeyForm = z.input<typeof keySchema>;

/** `/partner/settings/api-keys`: the organisation's API keys; create (secret shown once), revoke. */
export default function ApiKeysPage() {
  useSeo({
    title: 'API keys',
    description: 'Create and revoke your organisation’s API keys.',
    canonicalPath: '/partner/settings/api-keys',
  });
  return (
    <OwnerGate title="API keys" only="create and revoke API keys">
      {(organisation) => <ApiKeys organisation={organisation} />}
    </OwnerGate>
  );
}

function ApiKeys({ organisation }: { organisation: OrganisationDto }) {
  const orgId = organisation.id;
  const keys = useListApiKeysQuery({ orgId });
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const [revoke, { isLoading: revokingNow }] = useRevokeApiKeyMutation();

  return (
    <PartnerPage
      nav="partner"
      title="API keys"
      lead={`Keys let your own systems use the Salone API for ${organisation.name}.`}
    >
      <SettingsLinks />
      {created ? (
        <NewKey apiKey={created} onDone={() => setCreated(null)} />
      ) : (
        <NewKeyForm orgId={orgId} onCreated={setCreated} />
      )}
      <StyledSection aria-labelledby="your-keys">
        <h2 id="your-keys">Your keys</h2>
        <QueryState
          query={keys}
          loadingLabel="Loading API keys"
          loading={(busy) => (
            <StyledCards {...busy}>
              {[0, 1].map((index) => (
                <li key={index}>
                  <Skeleton height={96} radius="lg" />
                </li>
              ))}
            </StyledCards>
          )}
          errorText="Your API keys could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty={
            <StyledNotice>
              <p>No API keys yet. Create one above when a system of yours needs the API.</p>
            </StyledNotice>
          }
        >
          {(list) => (
            <StyledCards aria-label="API keys">
              {list.map((key) => (
                <KeyCard key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
              ))}
            </StyledCards>
          )}
        </QueryState>
      </StyledSection>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke ${revoking.name}` : 'Revoke key'}
        description="Requests made with this key are refused from now on. This cannot be undone."
        action="Revoke key"
        pending="Revoking..."
        busy={revokingNow}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return false;
          try {
            await revoke({ orgId, keyId: revoking.id }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: 'Not revoked',
              description: errorText(error, 'Please try again.', 'Unable to connect to server'),
            });
            return false;
          }
          toast({ title: 'Key revoked', description: `${revoking.name} no longer works.` });
          return true;
        }}
      />
    </PartnerPage>
  );
}

/** The key just created: its secret, this once. Focus moves to it so it is not missed. */
function NewKey({ apiKey, onDone }: { apiKey: CreatedApiKeyDto; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StyledSection aria-labelledby="new-key">
      <h2 id="new-key" tabIndex={-1} ref={heading}>
        Your new key: {apiKey.name}
      </h2>
      <SecretOnce label="API key" value={apiKey.key} />
      <p>Send it with each request as: Authorization: Bearer followed by the key.</p>
      <div>
        <Button type="button" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </StyledSection>
  );
}

function NewKeyForm({
  orgId,
  onCreated,
}: {
  orgId: number;
  onCreated(key: CreatedApiKeyDto): void;
}) {
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<KeyForm>({
    resolver: zodResolver(keySchema),
    defaultValues: { name: '', scopes: [], expiresOn: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      const key = await create({
        orgId,
        createApiKeyDto: {
          name: values.name.trim(),
          scopes: values.scopes as Scope[],
          // The key works to the end of the chosen day (Freetown keeps UTC).
          ...(values.expiresOn ? { expiresAt: endOfDay(values.expiresOn) } : {}),
        },
      }).unwrap();
      toast({ title: 'Key created', description: 'Copy it now: it is shown only once.' });
      onCreated(key);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Key not created',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
    }
  });

  return (
    <StyledSection aria-labelledby="create-key">
      <h2 id="create-key">Create a key</h2>
      <StyledForm onSubmit={submit} noValidate aria-labelledby="create-key">
        <TextField
          label="Name"
          hint="What the key is for, e.g. Front-desk system"
          maxLength={100}
          required
          {...register('name')}
          error={errors.name?.message}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <CheckboxGroup
              legend="What the key may do"
              name={field.name}
              options={SCOPE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={errors.scopes?.message}
            />
          )}
        />
        <TextField
          label="Stops working after (optional)"
          type="date"
          hint="Leave it empty for a key that works until you revoke it."
          {...register('expiresOn')}
          error={errors.expiresOn?.message}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Creating...' : 'Create key'}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}

/** The first instant after the chosen day, in UTC. */
function endOfDay(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKeyDto; onRevoke(): void }) {
  const status = STATUS[apiKey.status];
  const titleId = `key-${apiKey.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h3 id={titleId}>{apiKey.name}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>Key</dt>
          <dd>
            <code>{apiKey.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>May</dt>
          <dd>{apiKey.scopes.map((scope) => SCOPE_LABEL[scope]).join('; ')}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}</dd>
        </div>
        {apiKey.revokedAt ? (
          <div>
            <dt>Revoked</dt>
            <dd>{formatDateTime(apiKey.revokedAt)}</dd>
          </div>
        ) : (
          <div>
            <dt>Stops working</dt>
            <dd>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'When revoked'}</dd>
          </div>
        )}
      </StyledFacts>
      {apiKey.status === 'active' ? (
        <StyledActions>
          <Button
            type="button"
            variant="outline"
            onClick={onRevoke}
            aria-label={`Revoke ${apiKey.name}`}
          >
            Revoke
          </Button>
        </StyledActions>
      ) : null}
    </li>
  );
}
