"""The live table (issue 28): a second surface on the same runtime as the buttons. Its
client (HTML, CSS, JavaScript and Discord's Embedded App SDK, vendored) is in ``static/``
(docs/table-client.md); the protocol is docs/table.md."""
