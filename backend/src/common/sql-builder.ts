/** Filters and parameters built together: `param(value)` answers `$n`. */
export function sqlBuilder() {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const clause = () => (where.length > 0 ? `WHERE ${where.join(' AND ')}` : '');
  return { where, params, param, clause };
}
