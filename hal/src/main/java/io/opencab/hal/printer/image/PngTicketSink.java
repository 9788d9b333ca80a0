package io.opencab.hal.printer.image;

import io.opencab.hal.HalException;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.TicketSink;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Objects;
import java.util.UUID;
import javax.imageio.ImageIO;

/**
 * The simulated printer's paper: each ticket becomes {@code ticket-<number>-<validation>.png} in a
 * directory, written to a temporary file and moved into place so a half-written ticket is never seen.
 */
public final class PngTicketSink implements TicketSink {
    private final Path dir;

    public PngTicketSink(Path dir) {
        this.dir = Objects.requireNonNull(dir, "dir");
    }

    /** The file a ticket is (or will be) written to. */
    public Path fileFor(Ticket t) {
        return dir.resolve(String.format(Locale.ROOT, "ticket-%04d-%s.png", t.ticketNumber(), t.validationNumber()));
    }

    @Override
    public void accept(UUID jobId, Ticket ticket) {
        Path target = fileFor(ticket);
        try {
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "printing-", ".tmp");
            try {
                if (!ImageIO.write(TicketImage.render(ticket), "png", tmp.toFile())) {
                    throw new IOException("no PNG writer");
                }
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new HalException("ticket " + ticket.ticketNumber() + " could not be written to " + target + ": "
                    + e.getMessage(), e);
        }
    }
}
