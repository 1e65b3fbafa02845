/** A form's refusal, announced when it appears; nothing when there is none. */
export function FormError({ message, id }: { message: string; id?: string }) {
  return <p id={id} class="error" role="alert" hidden={!message}>{message}</p>
}
