import { Toaster as Sonner, type ToasterProps } from 'sonner'

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-lg border border-border bg-white text-ink shadow-lg',
          title: 'font-semibold',
          description: '!text-muted-foreground',
          error: '!border-destructive/40 !bg-destructive-soft',
        },
      }}
      {...props}
    />
  )
}
