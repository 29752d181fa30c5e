/**
 * What the console says when a remote's page cannot load. A remote built against a newer
 * shared library than this shell provides is refused by the federation runtime (strict
 * versions, docs/decisions/shared-library-versions-enforced.md); that refusal is named plainly,
 * with what to deploy.
 */
const REFUSED =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

export function describeLoadFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const refused = REFUSED.exec(message);
  if (!refused) return 'A part of the app failed to load';
  const [, provided, provider, library, remote, required] = refused;
  return (
    `Salone refused to run the ${remote} remote: it was built against ${library} ${required}, ` +
    `but the ${provider} provides ${library} ${provided}. Deploy a ${provider} built with ` +
    `${library} ${required}, or a ${remote} built against ${library} ${provided}.`
  );
}
