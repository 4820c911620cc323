/** New recovery codes, shown once: each signs in once when the phone is not at hand. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3">
      <h3 className="font-serif text-xl font-semibold text-violet-950">Your recovery codes</h3>
      <p>
        Keep these somewhere safe, away from your phone: printed, or in a password manager. If you lose your
        phone, each code signs you in once instead of a code from the app. They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid gap-2 rounded-md bg-stone-100 p-4 font-mono text-lg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}
