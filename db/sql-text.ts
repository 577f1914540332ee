/** A SQL string literal, for statements that are written out as text (data migrations, wrangler). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`
