/** Kickoff's Terms of Service (spec §2, rulings §10). */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, SupportContact, SupportEmail, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to join events and groups, post in discussions, or organize anything on Kickoff. You
          sign in with your mobile phone number and a one-time code we send by text message, or with a Google
          account where that option is offered.
        </p>
        <ul>
          <li>You must be at least 18 years old to create an account or use Kickoff.</li>
          <li>
            Give us accurate information, including your real first and last name, and keep it up to date in Profile
            Settings. Organizers and other players rely on it to know who is coming.
          </li>
          <li>
            Keep your phone and any Google account you use secure. You are responsible for everything that happens
            under your account. Tell us right away at <SupportEmail /> if you think someone else has used it.
          </li>
          <li>One person, one account. Do not create accounts for others or sell, transfer or share your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Community conduct',
    body: (
      <>
        <p>
          Kickoff works because people show up and play fair. When you use Kickoff, in the app and at the events you
          find through it, you agree not to:
        </p>
        <ul>
          <li>harass, threaten, bully, discriminate against or intimidate anyone;</li>
          <li>post content that is unlawful, hateful, sexually explicit, violent, misleading or that infringes someone else&rsquo;s rights;</li>
          <li>impersonate another person or misrepresent your affiliation with a team, club or organization;</li>
          <li>send spam, advertise without permission, or collect other users&rsquo; contact details;</li>
          <li>create fake events or groups, or use events to sell goods or services the attendees did not sign up for;</li>
          <li>
            interfere with the service: probing or breaking its security, scraping it, overloading it, or getting
            around rate limits and the human check.
          </li>
        </ul>
        <p>
          Group creators may approve, remove or block members of their groups, and event hosts may manage their
          participants and waitlists. Please use those tools fairly.
        </p>
        <p>
          You can block any other person from their comment, reply or post. You will no longer see what they write,
          they will no longer see your profile picture or your comments, they cannot join events you host, and neither
          of you is notified about the other. They are not told. Your blocked people are listed in your profile, where
          you can unblock them.
        </p>
      </>
    ),
  },
  {
    id: 'events-safety',
    title: 'Event participation and safety',
    body: (
      <>
        <p>
          Kickoff is a platform that connects people. Events are organized by users, not by Kickoff. We do not
          run, supervise, inspect or insure any event, venue or piece of equipment, and we do not screen organizers
          or participants.
        </p>
        <h3>Assumption of risk</h3>
        <p>
          Sports and physical activity carry an inherent risk of injury, illness, property damage and, in rare cases,
          death. By joining or hosting an event you confirm that you are physically fit to take part, that you
          understand these risks, and that you voluntarily assume them, including risks caused by other players,
          weather, surfaces, equipment and venues.
        </p>
        <h3>Play it safe</h3>
        <ul>
          <li>Check the event details, skill level, equipment list, game rules and any waiver before you join.</li>
          <li>Bring the protective gear your sport calls for, stay hydrated, and stop if you feel unwell.</li>
          <li>Meet in public places, tell someone where you are going, and trust your instincts.</li>
          <li>
            If an organizer asks you to accept a waiver, read it. It is an agreement between you and the organizer.
          </li>
        </ul>
        <h3>Organizers</h3>
        <p>
          If you host an event you are responsible for describing it honestly, following venue rules, local laws and
          permits, and keeping your participant list accurate. Where a group takes payments online, players pay for
          their place through Stripe, and the money goes to the organizer's own Stripe account: Kickoff never holds it
          and never sees card details. Refunds follow the event's refund cutoff as shown before joining. Otherwise,
          prices are for information only and any money is settled between you and your participants.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You may stop using Kickoff at any time. To close your account and delete its data, contact{' '}
          <SupportEmail />; we will confirm the request with you and delete it as described in our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <p>
          We may suspend or close an account, remove content, or limit features if you break these terms, put other
          people at risk, or expose Kickoff to legal liability. Where reasonable we will tell you why and give you a
          chance to respond. Sections that by their nature should survive termination (such as intellectual
          property, indemnification, limitation of liability and governing law) continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          Kickoff&rsquo;s name, logo, design and software belong to Kickoff and its licensors and are protected by law.
          We give you a personal, non-exclusive, non-transferable, revocable license to use the app as these terms
          allow.
        </p>
        <p>
          You keep ownership of what you post: event and group descriptions, photos, comments and messages. You give
          Kickoff a worldwide, royalty-free license to host, store, display, resize and share that content only to
          operate and improve the service (for example, showing your event to the people who can see it). The
          license ends when you delete the content or your account, except for copies others have already shared
          or that we must keep by law.
        </p>
        <p>
          Only post content you have the right to share. If you believe something on Kickoff infringes your
          copyright, write to <SupportEmail /> with the details and we will review it promptly.
        </p>
      </>
    ),
  },
  {
    id: 'links',
    title: 'Links to other sites',
    body: (
      <p>
        Events, groups and messages may link to venues, maps, ticketing pages and other websites we do not control.
        We are not responsible for their content, policies or practices, and a link is not an endorsement. Use them
        at your own discretion.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        To the extent the law allows, you agree to defend, indemnify and hold harmless Kickoff and its officers,
        employees and partners from any claims, losses, damages and costs (including reasonable attorneys&rsquo; fees)
        that arise from your content, your use of Kickoff, events you organize or attend, or your breach of these
        terms or of anyone&rsquo;s rights.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, Kickoff is not liable for any indirect, incidental, special,
          consequential or punitive damages, or for lost profits, data or goodwill, or for personal injury or
          property damage arising from events, venues or other users, even if we were told such damage was possible.
        </p>
        <p>
          Our total liability for any claim relating to Kickoff is limited to the greater of the amount you paid
          Kickoff in the 12 months before the claim or US $100. Kickoff is currently free to use. Some jurisdictions
          do not allow these limits, so they may not all apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer of warranties',
    body: (
      <p>
        Kickoff is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work hard to keep it running and
        accurate, but we make no warranties of any kind, express or implied, including merchantability, fitness for
        a particular purpose, non-infringement, or that the service will be uninterrupted, secure or error-free. We
        do not guarantee that an event will take place, start on time, or match its description.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of Texas, United States, without regard to its
          conflict-of-law rules. Any dispute that we cannot resolve informally will be brought exclusively in the
          state or federal courts located in Travis County, Texas, and you and Kickoff consent to their
          jurisdiction.
        </p>
        <p>
          Before filing a claim, please contact us at <SupportEmail /> and give us 30 days to try to resolve it.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Kickoff grows. For material changes we will give you at least 30 days&rsquo;
        notice in the app or by email before they take effect. The date at the top of this page shows the latest
        version. If you keep using Kickoff after a change takes effect, you accept the new terms; if you do not
        agree, stop using Kickoff and ask us to close your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions about these terms? Write to <SupportEmail />. We read every message and usually answer within two
          business days.
        </p>
        <SupportContact />
      </>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          Welcome to Kickoff, the place to find local games, build your crew and run your sports community. These
          terms are an agreement between you and Kickoff. By creating an account or using Kickoff you accept them,
          together with our <Link className="font-medium text-brand-strong underline underline-offset-2" to={paths.privacy}>Privacy Policy</Link>.
          Please read them; we kept them as plain as we could.
        </p>
      }
      sections={sections}
    />
  );
}
