/**
 * The Privacy Policy in Spanish (issue 30): a translation of privacy-policy.tsx, section by section (same ids); the
 * English text governs, as LegalPage's note says. Loaded only in Spanish.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, SupportContact, SupportEmail, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Información que recopilamos',
    body: (
      <>
        <h3>Información que nos das</h3>
        <ul>
          <li>
            <strong>Datos de la cuenta:</strong> tu número de celular (para iniciar sesión) y, si los agregas, tu
            correo electrónico, nombre y apellido, ubicación, zona horaria y foto de perfil. Si inicias sesión con
            Google, recibimos de Google tu nombre, correo electrónico y foto de perfil.
          </li>
          <li>
            <strong>Lo que creas:</strong> partidos, grupos, descripciones, fotos, comentarios, publicaciones en grupos,
            los partidos y grupos a los que te unes, el número de invitados y si eliges la vista de miembro o de
            organizador.
          </li>
          <li>
            <strong>Mensajes para nosotros:</strong> lo que envías cuando contactas a soporte.
          </li>
        </ul>
        <h3>Información que se recopila automáticamente</h3>
        <ul>
          <li>
            <strong>Datos del dispositivo y de uso:</strong> dirección IP, tipo de navegador y de dispositivo, páginas
            visitadas y acciones realizadas, y fechas y horas, guardados en los registros del servidor para operar y
            proteger el servicio.
          </li>
          <li>
            <strong>Tokens de notificaciones push:</strong> si activas las notificaciones, un token que nos permite
            enviarlas a tu dispositivo.
          </li>
          <li>
            <strong>Controles de seguridad:</strong> cuando la verificación humana está activada, Google reCAPTCHA
            recopila información de hardware y software para distinguir a las personas de los bots, según la{' '}
            <a href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
              Política de privacidad de Google
            </a>
            .
          </li>
        </ul>
        <p>No usamos cookies publicitarias ni rastreadores de anuncios de terceros.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'Cómo usamos tu información',
    body: (
      <ul>
        <li>Para crear y proteger tu cuenta, incluido el envío de códigos de inicio de sesión por mensaje de texto.</li>
        <li>Para mostrarte partidos y grupos, dejarte unirte a ellos y permitir que quienes organizan administren a sus participantes y miembros.</li>
        <li>
          Para enviarte las notificaciones que elijas, como mensajes nuevos de grupo, comentarios en partidos y
          recordatorios, en la app, como notificaciones push y, a un correo que hayas verificado, por correo
          electrónico.
        </li>
        <li>Para mantener Kickoff seguro: evitar spam, abusos y fraudes, hacer cumplir nuestros Términos y limitar el uso excesivo.</li>
        <li>Para entender cómo se usa Kickoff y mejorarlo, con información agregada cuando podemos.</li>
        <li>Para responder tus preguntas y cumplir nuestras obligaciones legales.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Cómo se comparte la información',
    body: (
      <>
        <p>No vendemos tu información personal ni la compartimos para publicidad conductual entre contextos.</p>
        <ul>
          <li>
            <strong>Con otros usuarios:</strong> tu nombre y foto de perfil aparecen en los partidos a los que te unes,
            los grupos de los que formas parte y lo que publicas. Tu correo solo lo ven quienes organizan los partidos a
            los que te unes y quienes crearon los grupos a los que perteneces. Tu número de teléfono nunca se muestra a
            otros usuarios.
          </li>
          <li>
            <strong>Con proveedores de servicios</strong> que trabajan para nosotros bajo contrato: envío de SMS (por
            ejemplo, Twilio), envío de correos, Google reCAPTCHA e inicio de sesión con Google, envío de notificaciones
            push, pagos (Stripe, que recibe los datos de tu tarjeta en su propia página cuando pagas un cupo; Kickoff
            solo guarda el monto, el estado y las fechas) y alojamiento. Solo pueden usar los datos para prestarnos su
            servicio.
          </li>
          <li>
            <strong>Por motivos legales:</strong> cuando la ley lo exige, o para proteger la seguridad, los derechos o
            la propiedad de nuestros usuarios, del público o de Kickoff.
          </li>
          <li>
            <strong>Transferencias de negocio:</strong> si Kickoff participa en una fusión o adquisición, tu
            información puede transferirse, y esta política la seguirá protegiendo.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Seguridad',
    body: (
      <p>
        Protegemos tu información con cifrado en tránsito (HTTPS), códigos de inicio de sesión de corta duración con
        intentos limitados, sesiones que puedes terminar al cerrar sesión, imágenes subidas que se revisan y se
        vuelven a codificar sin los metadatos de ubicación, y acceso limitado a las personas que lo necesitan. Ningún
        sistema es perfectamente seguro, así que protege tu teléfono y tus cuentas, y avísanos en <SupportEmail /> si
        notas algo sospechoso.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Conservación de datos',
    body: (
      <p>
        Guardamos la información de tu cuenta mientras tu cuenta esté abierta. Los partidos, grupos y publicaciones
        que creaste siguen visibles para sus participantes hasta que tú o el grupo los quiten o se borre tu cuenta.
        Los registros del servidor se guardan hasta 90 días. Un archivo de datos que pidas se guarda 7 días. Cuando
        nos pides borrar tu cuenta, borramos tu información personal en un plazo de 30 días (la sección 6 explica qué
        pasa con lo que compartiste), salvo cuando la ley nos obliga a guardar algo por más tiempo.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Tus derechos sobre tus datos',
    body: (
      <>
        <p>Vivas donde vivas, puedes:</p>
        <ul>
          <li>
            <strong>Ver y corregir</strong> tu perfil en cualquier momento en la{' '}
            <Link to={paths.profile}>configuración del perfil</Link>.
          </li>
          <li>
            <strong>Descargar tus datos</strong> por tu cuenta: en la configuración del perfil, en &ldquo;Tus
            datos&rdquo;, elige <strong>Descargar mis datos</strong>. Recibes un archivo JSON (un formato portátil y
            legible por máquinas) con tu perfil, tus membresías de grupos, los grupos y partidos que creaste, los
            partidos a los que te uniste, tus comentarios y publicaciones en grupos, tus notificaciones y preferencias
            de notificaciones, y tus sesiones y dispositivos (nunca contraseñas, códigos ni claves de sesión). Un
            historial largo se prepara en segundo plano y se descarga cuando está listo; el archivo se guarda 7 días
            para que puedas descargarlo otra vez y después se borra.
          </li>
          <li>
            <strong>Borrar tu cuenta</strong>: escribe a <SupportEmail /> desde el correo o el número de teléfono de tu
            cuenta (la app no permite borrarla por tu cuenta). Una vez verificada la solicitud, borramos tu cuenta y tu
            información personal: tu perfil y fotos, membresías, cupos en partidos, comentarios, publicaciones en
            grupos, notificaciones y dispositivos. Los grupos que creaste pasan a su administrador o miembro activo más
            antiguo, o se borran cuando no queda otro miembro activo; tus próximos partidos se cancelan y se avisa a sus
            participantes. Las respuestas que otras personas escribieron a tus comentarios se quedan, como comentarios
            suyos. Se cierra tu sesión en todos los dispositivos y tu número de teléfono se puede usar para una cuenta
            nueva.
          </li>
          <li>
            <strong>Elegir tus notificaciones</strong>: en la configuración del perfil, en &ldquo;Notificaciones&rdquo;,
            activa o desactiva cada tipo para push, en la app y por correo. Solo escribimos a un correo que hayas
            verificado, y cada correo tiene un enlace para darte de baja con un clic que desactiva ese tipo de correo.
          </li>
        </ul>
        <p>
          Si no puedes iniciar sesión, escribe a <SupportEmail /> y te enviaremos el mismo archivo. Respondemos las
          solicitudes en un plazo de 30 días.
        </p>
      </>
    ),
  },
  {
    id: 'ccpa',
    title: 'Derechos de privacidad en California (CCPA)',
    body: (
      <>
        <p>
          Si vives en California, la Ley de Privacidad del Consumidor de California, modificada por la Ley de Derechos
          de Privacidad de California, te da derecho a:
        </p>
        <ul>
          <li>conocer las categorías y los datos personales específicos que recopilamos, usamos y divulgamos, y por qué;</li>
          <li>borrar los datos personales que recopilamos de ti, con las excepciones legales;</li>
          <li>corregir datos personales inexactos;</li>
          <li>excluirte de la venta o el intercambio de datos personales (no hacemos ninguna de las dos cosas);</li>
          <li>limitar el uso de datos personales sensibles (solo los usamos para prestar el servicio);</li>
          <li>no ser discriminado por ejercer cualquiera de estos derechos.</li>
        </ul>
        <p>
          En los últimos 12 meses recopilamos las categorías descritas en la sección 1 (identificadores, registros de
          clientes, actividad en internet, ubicación aproximada que nos das y contenido de usuario) para los fines de la
          sección 2. Para saber qué datos tenemos, usa Descargar mis datos (sección 6) o escribe a <SupportEmail />;
          para borrarlos, o para que un agente autorizado haga una solicitud por ti, escribe a <SupportEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Enlaces de terceros',
    body: (
      <p>
        Los partidos y las publicaciones pueden enlazar a otros sitios web y servicios, como páginas de canchas o
        mapas. Sus prácticas de privacidad son suyas; te recomendamos leer sus políticas antes de compartir información
        con ellos.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Privacidad de menores',
    body: (
      <p>
        Kickoff no es para menores de 18 años. No recopilamos a sabiendas información personal de menores de 18 años.
        Si crees que un menor de 18 años creó una cuenta, escribe a <SupportEmail /> y la borraremos.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios a esta política',
    body: (
      <p>
        Podemos actualizar esta política. Cuando hagamos cambios importantes te avisaremos en la app o por correo al
        menos 30 días antes de que entren en vigor, y actualizaremos la fecha al principio de esta página.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contáctanos',
    body: (
      <>
        <p>
          ¿Tienes preguntas o solicitudes sobre tu privacidad? Escribe a <SupportEmail />. Consulta también nuestros{' '}
          <Link to={paths.terms}>Términos del servicio</Link>.
        </p>
        <SupportContact />
      </>
    ),
  },
];

export function PrivacyPolicyEs() {
  return (
    <LegalPage
      title="Privacy Policy"
      translated
      intro={
        <p>
          Tu privacidad nos importa. Esta política explica qué información recopila Kickoff cuando buscas partidos, te
          unes a grupos y organizas partidos, cómo la usamos y compartimos, y qué opciones y derechos tienes. Se aplica
          al sitio web y a la app móvil de Kickoff.
        </p>
      }
      sections={sections}
    />
  );
}
