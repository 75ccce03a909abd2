import { CheckCircle2 } from 'lucide-react'
import { detailedBenefits, membershipPageCopy, type BenefitGroup } from '~/content/membership'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { Card } from '~/components/ui/card'

const copy = membershipPageCopy.benefits
const triggerClass = 'px-5 data-[state=active]:bg-primary data-[state=active]:text-white'

function BenefitList({ group }: { group: BenefitGroup }) {
  return (
    <Card className="p-6 sm:p-8">
      <h3 className="text-xl font-semibold">{group.title}</h3>
      <ul className="mt-6 grid gap-x-10 gap-y-6 sm:grid-cols-2">
        {group.items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="mt-1 text-[0.95rem] text-muted-foreground">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** Detailed Benefits: Free Community and Paid Community tabs, Free by default. */
export function DetailedBenefits() {
  return (
    <Tabs defaultValue="free" className="mx-auto max-w-4xl">
      <div className="flex justify-center">
        <TabsList aria-label={copy.tabsLabel} className="border border-border bg-white shadow-sm">
          <TabsTrigger value="free" className={triggerClass}>{copy.free}</TabsTrigger>
          <TabsTrigger value="paid" className={triggerClass}>{copy.paid}</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="free">
        <BenefitList group={detailedBenefits.free} />
      </TabsContent>
      <TabsContent value="paid">
        <BenefitList group={detailedBenefits.paid} />
      </TabsContent>
    </Tabs>
  )
}
