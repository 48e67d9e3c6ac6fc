/**
 * The Terms of Service in Spanish (issue 30): a translation of terms-of-service.tsx, section by section (same ids, so
 * links to a section work in both); the English text governs, as LegalPage's note says. Loaded only in Spanish.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, SupportContact, SupportEmail, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'accounts',
    title: 'Tu cuenta',
    body: (
      <>
        <p>
          Necesitas una cuenta para unirte a partidos y grupos, escribir en las conversaciones u organizar algo en
          Kickoff. Inicias sesión con tu número de celular y un código de un solo uso que te enviamos por mensaje de
          texto, o con una cuenta de Google donde esa opción esté disponible.
        </p>
        <ul>
          <li>Debes tener al menos 18 años para crear una cuenta o usar Kickoff.</li>
          <li>
            Danos información correcta, incluido tu nombre y apellido reales, y mantenla al día en la configuración de
            tu perfil. Los organizadores y los demás jugadores cuentan con ella para saber quién va a ir.
          </li>
          <li>
            Protege tu teléfono y cualquier cuenta de Google que uses. Eres responsable de todo lo que pase con tu
            cuenta. Avísanos de inmediato en <SupportEmail /> si crees que alguien más la usó.
          </li>
          <li>Una persona, una cuenta. No crees cuentas para otras personas ni vendas, transfieras o compartas la tuya.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conducta en la comunidad',
    body: (
      <>
        <p>
          Kickoff funciona porque la gente llega y juega limpio. Cuando usas Kickoff, en la app y en los partidos que
          encuentras con ella, aceptas no:
        </p>
        <ul>
          <li>acosar, amenazar, intimidar o discriminar a nadie;</li>
          <li>publicar contenido ilegal, de odio, sexualmente explícito, violento, engañoso o que infrinja los derechos de otra persona;</li>
          <li>hacerte pasar por otra persona ni mentir sobre tu relación con un equipo, club u organización;</li>
          <li>enviar spam, hacer publicidad sin permiso ni recopilar los datos de contacto de otros usuarios;</li>
          <li>crear partidos o grupos falsos, ni usar los partidos para vender productos o servicios que los asistentes no pidieron;</li>
          <li>
            interferir con el servicio: probar o vulnerar su seguridad, extraer sus datos de forma automatizada,
            sobrecargarlo o saltarte los límites de uso y la verificación humana.
          </li>
        </ul>
        <p>
          Quienes crean un grupo pueden aprobar, quitar o bloquear a sus miembros, y quienes organizan un partido
          pueden administrar a sus participantes y listas de espera. Usa esas herramientas con justicia.
        </p>
        <p>
          Puedes bloquear a cualquier otra persona desde su comentario, respuesta o publicación. Ya no verás lo que
          escriba, esa persona ya no verá tu foto de perfil ni tus comentarios, no podrá unirse a los partidos que
          organices y ninguna de las dos recibirá notificaciones sobre la otra. No se le avisa. Las personas que
          bloqueaste aparecen en tu perfil, donde puedes desbloquearlas.
        </p>
      </>
    ),
  },
  {
    id: 'events-safety',
    title: 'Participación en partidos y seguridad',
    body: (
      <>
        <p>
          Kickoff es una plataforma que conecta a personas. Los partidos los organizan los usuarios, no Kickoff. No
          dirigimos, supervisamos, inspeccionamos ni aseguramos ningún partido, cancha o equipo deportivo, y no
          revisamos los antecedentes de organizadores ni participantes.
        </p>
        <h3>Aceptación del riesgo</h3>
        <p>
          El deporte y la actividad física conllevan un riesgo propio de lesiones, enfermedades, daños materiales y,
          en casos poco comunes, la muerte. Al unirte a un partido u organizarlo confirmas que estás en condiciones
          físicas para participar, que entiendes estos riesgos y que los asumes voluntariamente, incluidos los
          causados por otros jugadores, el clima, las superficies, el equipo y las canchas.
        </p>
        <h3>Juega con cuidado</h3>
        <ul>
          <li>Revisa los detalles del partido, el nivel, la lista de equipo, las reglas del juego y cualquier exención de responsabilidad antes de unirte.</li>
          <li>Lleva el equipo de protección que pide tu deporte, mantente hidratado y detente si te sientes mal.</li>
          <li>Reúnete en lugares públicos, dile a alguien a dónde vas y confía en tu instinto.</li>
          <li>
            Si quien organiza te pide aceptar una exención de responsabilidad, léela. Es un acuerdo entre tú y esa
            persona.
          </li>
        </ul>
        <h3>Organizadores</h3>
        <p>
          Si organizas un partido, eres responsable de describirlo con honestidad, seguir las reglas de la cancha, las
          leyes y permisos locales, y mantener correcta tu lista de participantes. Si un grupo cobra en línea, los
          jugadores pagan su cupo con Stripe y el dinero va a la cuenta de Stripe del organizador: Kickoff nunca lo
          guarda ni ve los datos de la tarjeta. Los reembolsos siguen el plazo de reembolso del partido, que se muestra
          antes de unirse. Si no, los precios son solo informativos y cualquier dinero se arregla entre tú y tus
          participantes.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspensión y cierre',
    body: (
      <>
        <p>
          Puedes dejar de usar Kickoff cuando quieras. Para cerrar tu cuenta y borrar sus datos, escribe a{' '}
          <SupportEmail />; confirmaremos la solicitud contigo y la borraremos como se describe en nuestra{' '}
          <Link to={paths.privacy}>Política de privacidad</Link>.
        </p>
        <p>
          Podemos suspender o cerrar una cuenta, quitar contenido o limitar funciones si incumples estos términos,
          pones en riesgo a otras personas o expones a Kickoff a responsabilidad legal. Cuando sea razonable, te
          diremos por qué y te daremos la oportunidad de responder. Las secciones que por su naturaleza deben seguir
          vigentes después del cierre (como propiedad intelectual, indemnización, limitación de responsabilidad y ley
          aplicable) siguen aplicándose.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Propiedad intelectual',
    body: (
      <>
        <p>
          El nombre, el logotipo, el diseño y el software de Kickoff pertenecen a Kickoff y a sus licenciantes y están
          protegidos por la ley. Te damos una licencia personal, no exclusiva, intransferible y revocable para usar la
          app como lo permiten estos términos.
        </p>
        <p>
          Lo que publicas sigue siendo tuyo: descripciones de partidos y grupos, fotos, comentarios y mensajes. Le das
          a Kickoff una licencia mundial y sin regalías para alojar, guardar, mostrar, cambiar de tamaño y compartir
          ese contenido solo para operar y mejorar el servicio (por ejemplo, mostrar tu partido a las personas que
          pueden verlo). La licencia termina cuando borras el contenido o tu cuenta, salvo las copias que otras
          personas ya compartieron o que la ley nos obliga a guardar.
        </p>
        <p>
          Publica solo contenido que tengas derecho a compartir. Si crees que algo en Kickoff infringe tus derechos de
          autor, escribe a <SupportEmail /> con los detalles y lo revisaremos pronto.
        </p>
      </>
    ),
  },
  {
    id: 'links',
    title: 'Enlaces a otros sitios',
    body: (
      <p>
        Los partidos, grupos y mensajes pueden enlazar a canchas, mapas, páginas de boletos y otros sitios web que no
        controlamos. No somos responsables de su contenido, sus políticas ni sus prácticas, y un enlace no es un
        respaldo. Úsalos bajo tu propio criterio.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnización',
    body: (
      <p>
        En la medida en que la ley lo permita, aceptas defender, indemnizar y eximir de responsabilidad a Kickoff y a
        sus directivos, empleados y socios frente a cualquier reclamo, pérdida, daño y costo (incluidos honorarios
        razonables de abogados) que resulte de tu contenido, tu uso de Kickoff, los partidos que organices o a los que
        asistas, o de que incumplas estos términos o los derechos de cualquier persona.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitación de responsabilidad',
    body: (
      <>
        <p>
          En la máxima medida que permita la ley, Kickoff no es responsable de daños indirectos, incidentales,
          especiales, consecuentes o punitivos, ni de pérdida de ganancias, datos o reputación, ni de lesiones
          personales o daños materiales que resulten de partidos, canchas u otros usuarios, aunque se nos haya dicho
          que ese daño era posible.
        </p>
        <p>
          Nuestra responsabilidad total por cualquier reclamo relacionado con Kickoff se limita a la cantidad mayor
          entre lo que le pagaste a Kickoff en los 12 meses anteriores al reclamo y 100 dólares estadounidenses.
          Actualmente Kickoff es gratis. Algunas jurisdicciones no permiten estos límites, así que puede que no todos
          se apliquen a ti.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Exclusión de garantías',
    body: (
      <p>
        Kickoff se ofrece &ldquo;tal cual&rdquo; y &ldquo;según disponibilidad&rdquo;. Trabajamos duro para que
        funcione y sea preciso, pero no damos garantías de ningún tipo, expresas o implícitas, incluidas las de
        comerciabilidad, idoneidad para un fin determinado, no infracción, o de que el servicio funcione sin
        interrupciones, de forma segura o sin errores. No garantizamos que un partido se juegue, empiece a tiempo o
        coincida con su descripción.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Ley aplicable y disputas',
    body: (
      <>
        <p>
          Estos términos se rigen por las leyes del Estado de Texas, Estados Unidos, sin tener en cuenta sus normas
          sobre conflicto de leyes. Cualquier disputa que no podamos resolver de manera informal se presentará
          exclusivamente ante los tribunales estatales o federales del condado de Travis, Texas, y tú y Kickoff
          aceptan su jurisdicción.
        </p>
        <p>
          Antes de presentar un reclamo, escríbenos a <SupportEmail /> y danos 30 días para intentar resolverlo.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios a estos términos',
    body: (
      <p>
        Podemos actualizar estos términos a medida que Kickoff crece. Para cambios importantes te avisaremos en la app
        o por correo al menos 30 días antes de que entren en vigor. La fecha al principio de esta página muestra la
        versión más reciente. Si sigues usando Kickoff después de que un cambio entre en vigor, aceptas los nuevos
        términos; si no estás de acuerdo, deja de usar Kickoff y pídenos cerrar tu cuenta.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contáctanos',
    body: (
      <>
        <p>
          ¿Tienes preguntas sobre estos términos? Escribe a <SupportEmail />. Leemos todos los mensajes y solemos
          responder en dos días hábiles.
        </p>
        <SupportContact />
      </>
    ),
  },
];

export function TermsOfServiceEs() {
  return (
    <LegalPage
      title="Terms of Service"
      translated
      intro={
        <p>
          Te damos la bienvenida a Kickoff, el lugar para encontrar partidos cerca de ti, armar tu equipo y organizar
          tu comunidad deportiva. Estos términos son un acuerdo entre tú y Kickoff. Al crear una cuenta o usar Kickoff
          los aceptas, junto con nuestra{' '}
          <Link className="font-medium text-brand-strong underline underline-offset-2" to={paths.privacy}>Política de privacidad</Link>.
          Léelos; los escribimos de la forma más clara que pudimos.
        </p>
      }
      sections={sections}
    />
  );
}
