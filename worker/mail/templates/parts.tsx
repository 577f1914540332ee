import { Button, Section, Text } from '@react-email/components'
import { styles } from './styles.ts'

/** The one button that ends a mail: back to the tool the mail is about. */
export function CallToAction({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '20px 0 0' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
    </Section>
  )
}

/** A key figure in a tinted box: its label, its value, and an optional line under it. */
export function KeyFact({
  label,
  value,
  note,
}: {
  label: string
  value: string | number
  note?: string | null
}) {
  return (
    <Section style={styles.highlight}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
      {note && <Text style={{ ...styles.muted, margin: '4px 0 0' }}>{note}</Text>}
    </Section>
  )
}
