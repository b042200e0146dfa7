/** The flood symbol beside a score whose first letter comes after C (document 001, section 5). */
export function FloodWarningIcon({ label }: { label: string }) {
  return (
    <svg className="energy__flood-icon" role="img" aria-label={label} viewBox="0 0 24 24" width="20" height="20">
      <title>{label}</title>
      <path d="M12 2 1 21h22L12 2Z" fill="#c8102e" />
      <path d="M11 9h2v6h-2zm0 8h2v2h-2z" fill="#ffffff" />
    </svg>
  );
}
