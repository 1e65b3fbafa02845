/**
 * /console/test-page.html?chatbot=ID: a page that embeds the chatbot with the same script
 * tag the install page shows, so an owner can try it before touching their site.
 */
const chatbotId = new URLSearchParams(location.search).get('chatbot') ?? ''
const script = document.createElement('script')
script.src = `${location.origin}/widget.js`
script.setAttribute('data-chatbot-id', chatbotId)
document.body.append(script)
