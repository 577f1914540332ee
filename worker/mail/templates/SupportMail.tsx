import { Body, Container, Head, Heading, Html, Text } from '@react-email/components'
import { styles } from './styles.ts'

/**
 * A contact message for the support inbox. Written for the team, in English, with what a reply
 * needs: who, in which language, from which page; replying answers the visitor (Reply-To).
 */
export function SupportMail({
  name,
  email,
  subject,
  message,
  language,
  page,
  received,
}: {
  name: string
  email: string
  subject: string
  message: string
  language: string
  page: string
  received: string
}) {
  // The name and the address on lines of their own: a name set beside an address in one "From"
  // line could pass for another sender (security review, finding 4).
  const rows = [
    ['Name', name],
    ['Address', email],
    ['Language', language],
    ['Page', page],
    ['Received', received],
    ['Subject', subject || '(none)'],
  ] as const
  return (
    <Html lang="en">
      <Head />
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.h1}>
            New contact message
          </Heading>
          <table style={styles.table}>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th style={styles.th}>{label}</th>
                  <td style={styles.td}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Text style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>
        </Container>
      </Body>
    </Html>
  )
}
