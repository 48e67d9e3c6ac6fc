/** Kickoff's Privacy Policy (spec §2, rulings §9 and §10). */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, SupportContact, SupportEmail, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your mobile phone number (used to sign in), and, if you add them, your
            email address, first and last name, location, time zone and profile photo. If you sign in with Google we
            receive your name, email address and profile picture from Google.
          </li>
          <li>
            <strong>What you create:</strong> events, groups, descriptions, photos, comments, group posts, the events
            and groups you join, guest counts, and your choice of member or organizer view.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send when you contact support.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Device and usage data:</strong> IP address, browser and device type, pages visited and actions
            taken, and timestamps, kept in server logs to run and protect the service.
          </li>
          <li>
            <strong>Push tokens:</strong> if you turn on notifications, a token that lets us deliver them to your
            device.
          </li>
          <li>
            <strong>Security checks:</strong> when the human check is enabled, Google reCAPTCHA collects hardware and
            software information to tell people from bots, under{' '}
            <a href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
              Google&rsquo;s Privacy Policy
            </a>
            .
          </li>
        </ul>
        <p>We do not use advertising cookies or third-party ad trackers.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account, including sending sign-in codes by text message.</li>
        <li>To show you events and groups, let you join them, and let hosts manage their participants and members.</li>
        <li>
          To send the notifications you choose, such as new group messages, event comments and reminders, in the app,
          as push notifications and, to an email address you have verified, by email.
        </li>
        <li>To keep Kickoff safe: preventing spam, abuse and fraud, enforcing our Terms, and rate limiting.</li>
        <li>To understand how Kickoff is used and make it better, using aggregated information where we can.</li>
        <li>To answer your questions and meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How information is shared',
    body: (
      <>
        <p>We do not sell your personal information, and we do not share it for cross-context behavioral advertising.</p>
        <ul>
          <li>
            <strong>With other users:</strong> your name and profile photo appear on events you join, groups you are
            part of, and what you post. Your email is visible only to the hosts of events you join and the creators of
            groups you belong to. Your phone number is never shown to other users.
          </li>
          <li>
            <strong>With service providers</strong> who work for us under contract: SMS delivery (for example Twilio),
            email delivery, Google reCAPTCHA and Google sign-in, push notification delivery, payments (Stripe, which
            takes your card details on its own page when you pay for a place; Kickoff keeps only the amount, status and
            dates), and hosting. They may only use the data to provide their service to us.
          </li>
          <li>
            <strong>For legal reasons:</strong> when required by law, or to protect the safety, rights or property of
            our users, the public or Kickoff.
          </li>
          <li>
            <strong>Business transfers:</strong> if Kickoff is involved in a merger or acquisition, your information
            may transfer, and this policy will continue to protect it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit (HTTPS), short-lived sign-in codes with limited
        attempts, sessions you can end by signing out, checked and re-encoded image uploads with location metadata
        removed, and access limited to the people who need it. No system is perfectly secure, so please keep your
        phone and accounts protected, and tell us at <SupportEmail /> if you notice anything suspicious.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: (
      <p>
        We keep your account information for as long as your account is open. Events, groups and posts you created
        stay visible to their participants until you or the group removes them or your account is deleted. Server
        logs are kept for up to 90 days. A data file you ask for is kept for 7 days. When you ask us to delete your
        account, we delete your personal information within 30 days (section 6 says what happens to what you shared),
        except where the law requires us to keep something longer.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your data rights',
    body: (
      <>
        <p>Wherever you live, you can:</p>
        <ul>
          <li>
            <strong>See and correct</strong> your profile at any time in <Link to={paths.profile}>Profile Settings</Link>.
          </li>
          <li>
            <strong>Download your data</strong> yourself: in Profile Settings, under &ldquo;Your data&rdquo;, choose{' '}
            <strong>Download my data</strong>. You get a JSON file (a portable, machine-readable format) with your profile,
            group memberships, the groups and events you created, the events you joined, your comments and group posts,
            your notifications and notification choices, and your sign-in sessions and devices (never passwords, codes or
            session keys). A long history is prepared in the background and downloads when ready; the file is kept for
            7 days so you can download it again, then deleted.
          </li>
          <li>
            <strong>Delete your account</strong>: email <SupportEmail /> from the email address or phone number on your
            account (there is no self-service deletion in the app). Once we have verified the request, we delete your
            account and personal information: your profile and photos, memberships, places in events, comments, group
            posts, notifications and devices. Groups you created pass to their longest-standing active admin or member,
            or are deleted when no other active member is left; your upcoming events are cancelled and their participants told.
            Replies others wrote to your comments stay, as their own comments. You are signed out on every device, and
            your phone number can be used for a new account.
          </li>
          <li>
            <strong>Choose your notifications</strong>: in Profile Settings, under &ldquo;Notifications&rdquo;, turn each
            kind on or off for push, in-app and email. We email only an address you have verified, and every email has a
            one-click unsubscribe link that turns that kind of email off.
          </li>
        </ul>
        <p>
          If you cannot sign in, email <SupportEmail /> and we will send you the same file. We answer requests within 30
          days.
        </p>
      </>
    ),
  },
  {
    id: 'ccpa',
    title: 'California privacy rights (CCPA)',
    body: (
      <>
        <p>
          If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy
          Rights Act, gives you the right to:
        </p>
        <ul>
          <li>know the categories and specific pieces of personal information we collect, use and disclose, and why;</li>
          <li>delete personal information we collected from you, subject to legal exceptions;</li>
          <li>correct inaccurate personal information;</li>
          <li>opt out of the sale or sharing of personal information (we do neither);</li>
          <li>limit the use of sensitive personal information (we use it only to provide the service);</li>
          <li>not be discriminated against for exercising any of these rights.</li>
        </ul>
        <p>
          In the past 12 months we collected the categories described in section 1 (identifiers, customer records,
          internet activity, approximate location you provide, and user content) for the purposes in section 2. To
          know what we hold, use Download my data (section 6) or email <SupportEmail />; to delete it, or to have an
          authorized agent make a request for you, email <SupportEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-party links',
    body: (
      <p>
        Events and posts may link to other websites and services, such as venue pages or maps. Their privacy practices
        are their own; we encourage you to read their policies before sharing information with them.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        Kickoff is not for anyone under 18. We do not knowingly collect personal information from people under 18. If
        you believe someone under 18 has created an account, contact <SupportEmail /> and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. When we make material changes we will let you know in the app or by email at least
        30 days before they take effect, and update the date at the top of this page.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions or requests about your privacy? Email <SupportEmail />. See also our{' '}
          <Link to={paths.terms}>Terms of Service</Link>.
        </p>
        <SupportContact />
      </>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy explains what information Kickoff collects when you find games, join
          groups and organize events, how we use and share it, and the choices and rights you have. It applies to the
          Kickoff website and mobile app.
        </p>
      }
      sections={sections}
    />
  );
}
