// Spanish page texts: home per channel, service pages, reviews and FAQ.
import type { PageTexts } from './types';

export const ES: PageTexts = {
  channels: {
    kartenliebe: {
      title: 'Tarjetas y regalos con foto hechos con cariño',
      description:
        'Tarjetas, calendarios, fotolibros y revelado de fotos con tus imágenes, en papel premium.',
      heroHeadline: 'Hecho con cariño',
      heroSubline: 'Tarjetas, calendarios y fotolibros para vuestros mejores momentos',
      heroText:
        'Elige un diseño, añade tus fotos y textos: lo imprimimos con mimo. Envío gratis desde {{free}}.',
      heroCta: 'Empezar a diseñar',
      actionBar: '<b>Tarjetas de Navidad: {{save}} de descuento</b> – solo quedan [COUNTDOWN]',
      tilesHeadline: '¿Qué quieres crear?',
      introHeadline: 'Productos de foto personalizados de nuestra imprenta',
      introText:
        'Invitación de boda, anuncio de nacimiento o calendario familiar: revisamos cada pedido antes de enviarlo. Si algo no está bien, lo volvemos a imprimir.',
      bestsellers: 'Los más vendidos',
    },
    poster: {
      title: 'Cuadros con tus fotos',
      description: 'Lienzo, póster, metacrilato y aluminio: tus fotos como cuadro con calidad de galería.',
      heroHeadline: 'Tus fotos. Tu pared.',
      heroSubline: 'Cuadros con calidad de galería',
      heroText:
        'Sobre lienzo, tras metacrilato o sobre aluminio: diseñado en minutos, en tu pared en pocos días.',
      heroCta: 'Crear cuadro',
      actionBar: 'Semana del lienzo: <strong>{{save}} de descuento</strong> en todos los lienzos',
      tilesHeadline: 'Descubre los materiales',
      introHeadline: 'Calidad de galería para tu hogar',
      introText:
        'Imprimimos con tintas resistentes a la luz sobre materiales escogidos y tensamos, enmarcamos y embalamos cada pieza a mano.',
      bestsellers: 'Los más pedidos',
    },
  },
  usp: ['Envío gratis desde {{free}}', 'Calidad de impresión revisada', 'Garantía de satisfacción 100 %'],
  reviews: [
    'Lo que dicen nuestros clientes | Más de 20.000 opiniones con una media de 4,8 estrellas',
    'Tarjetas preciosas | Las tarjetas son aún más bonitas que en pantalla y el papel es estupendo. | Marta L.',
    'Rápido y cuidadoso | Pedido el lunes, el calendario llegó el miércoles, perfectamente embalado. | Javier P.',
    'Colores geniales | El fotolibro tiene colores intensos y naturales. Repetiré seguro. | Carmen R.',
    '¡Sencillamente genial! | ¡Sencillamente genial! | Pablo G.',
  ],
  newsletter:
    'Ideas y cupones por correo | Tu dirección de correo electrónico | Suscribirme | Puedes darte de baja con un clic cuando quieras.',
  pages: {
    contact: {
      slug: 'contacto',
      title: 'Contacto',
      text: '¿Tienes preguntas sobre tu pedido o nuestros productos? Nuestro servicio de atención al cliente te ayuda encantado.',
    },
    shipping: {
      slug: 'envio',
      title: 'Envío y entrega',
      text: 'Normalmente producimos en 1–3 días laborables. El envío es gratuito a partir de {{free}}.',
    },
    faq: {
      slug: 'ayuda',
      title: 'Preguntas frecuentes',
      text: 'Respuestas a las preguntas más habituales sobre diseño, pedido y envío.',
    },
    imprint: {
      slug: 'aviso-legal',
      title: 'Aviso legal',
      text: 'Demo Shop S.L., Calle Ejemplo 1, Madrid. Contenido de demostración sin datos reales de empresa.',
    },
    privacy: {
      slug: 'privacidad',
      title: 'Privacidad',
      text: 'Solo tratamos tus datos para gestionar tu pedido y mejorar nuestro servicio.',
    },
    themes: {
      slug: 'disenos',
      title: 'Diseños de tarjetas para cada ocasión',
      text: 'Del nacimiento a la boda: encuentra el diseño que encaja con tu momento.',
    },
    error: { title: 'Vaya, esta página no existe', text: 'Quizá encuentres aquí lo que buscas.' },
    feedCard: { title: 'Ideas de tarjetas', text: 'Ideas nuevas de nuestro equipo de diseño cada semana.' },
    feedCalendar: {
      title: 'Ideas de calendarios',
      text: 'Nuevos diseños de calendario para el próximo año.',
    },
    feedCollage: { title: 'Ideas de collages', text: 'Así se convierten muchas fotos en una sola imagen.' },
  },
  faq: [
    '¿Cuánto tarda la entrega? | Normalmente tu pedido llega en 2–4 días laborables.',
    '¿Puedo modificar mi pedido? | Mientras no se haya impreso, sí: ponte en contacto con nosotros.',
    '¿Qué resolución necesito? | Nuestro diseñador te avisa si una foto es demasiado pequeña para el formato.',
    '¿Cómo puedo pagar? | Con PayPal, tarjeta de crédito o Klarna.',
  ],
  contact: 'Escríbenos | Atención al cliente | Respondemos en 24 horas en días laborables.',
  local: {},
};
