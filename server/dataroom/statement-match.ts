/** Lower case, accents dropped, anything but letters and digits a single space, padded. */
function words(text: string): string {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${plain} `;
}

/**
 * The naming rule of statement batches: a file belongs to each organisation whose whole
 * name appears in the file's name (extension dropped), as whole words in any case and
 * with any punctuation between them: "Statement Q3 - Nordic Pension Fund.pdf" names
 * "Nordic Pension Fund". One match is a match; none or several block the batch.
 */
export function matchStatement<T extends { name: string }>(
  fileName: string,
  organisations: readonly T[],
): T[] {
  const file = words(fileName.replace(/\.[A-Za-z0-9]{1,5}$/, ""));
  return organisations.filter((organisation) => {
    const name = words(organisation.name);
    return name.trim().length > 0 && file.includes(name);
  });
}
