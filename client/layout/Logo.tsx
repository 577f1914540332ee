/** The brand mark: a soft flower of four petals around a cycle ring. Decorative; the name beside it is the text. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" className="logo-ring" />
      <path
        className="logo-petals"
        d="M16 6c3 3 3 6 0 9-3-3-3-6 0-9Zm0 20c-3-3-3-6 0-9 3 3 3 6 0 9ZM6 16c3-3 6-3 9 0-3 3-6 3-9 0Zm20 0c-3 3-6 3-9 0 3-3 6-3 9 0Z"
      />
    </svg>
  )
}
