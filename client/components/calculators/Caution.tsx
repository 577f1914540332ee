import type { ReactNode } from 'react'

/**
 * A calm, specific warning beside a result, where the visitor acts on it (issue 46): what the dates
 * cannot do, or when to see someone. Its first line is a bold lead in words, so the warning never
 * rests on its border's colour alone.
 */
export function Caution({ lead, children }: { lead: string; children?: ReactNode }) {
  return (
    <div className="caution" role="note">
      <p>
        <strong>{lead}</strong>
      </p>
      {children}
    </div>
  )
}
