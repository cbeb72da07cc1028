/** Saves a file through the browser's download (a hidden link to a Blob): the builder's export, the reminders' .ics files, the account's ZIP, a health document. */
export function downloadFile(name: string, content: string | Uint8Array<ArrayBuffer> | Blob, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
