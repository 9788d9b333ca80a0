/** What the bill validator's line (hal) and the SAS port (sas) share: opening a port by path, reading and writing it, and their CRC. */
package io.opencab.serial;
