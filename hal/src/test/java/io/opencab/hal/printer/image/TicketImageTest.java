package io.opencab.hal.printer.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.Tickets;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TicketImageTest {
    @TempDir
    Path dir;

    /** Reads one row across the barcode back into 'n'/'w' elements (runs of 3 dots are narrow, 9 wide). */
    private static String scanBarcode(BufferedImage img) {
        int y = TicketImage.BAR_TOP + TicketImage.BAR_HEIGHT / 2;
        int x = 20; // past the ticket's border line
        while ((img.getRGB(x, y) & 0xFF) > 128) {
            x++;
        }
        StringBuilder out = new StringBuilder();
        int last = x;
        boolean bar = true;
        for (int i = x; i < img.getWidth(); i++) {
            boolean dark = (img.getRGB(i, y) & 0xFF) <= 128;
            if (dark != bar) {
                int run = i - last;
                if (!bar && run > 3 * TicketImage.MODULE * 2) {
                    break; // the quiet zone after the stop pattern
                }
                out.append(run > TicketImage.MODULE * 2 ? 'w' : 'n');
                last = i;
                bar = dark;
            }
        }
        return out.toString();
    }

    @Test
    void barcodeOnTheTicketReadsBackAsTheValidationNumber() {
        Ticket t = Tickets.sample(2_500);
        BufferedImage img = TicketImage.render(t);
        String expected = Interleaved2of5.elements(t.validationNumber());

        assertEquals(expected, scanBarcode(img));
    }

    @Test
    void ticketIsTheSizeOfAThermalTicketAt8DotsPerMm() {
        BufferedImage img = TicketImage.render(Tickets.sample(100));
        assertEquals(1248, img.getWidth());
        assertEquals(520, img.getHeight());
    }

    @Test
    void sinkWritesOnePngPerTicketNamedByNumberAndValidation() throws Exception {
        PngTicketSink sink = new PngTicketSink(dir);
        Ticket t = Tickets.sample(2_500);

        sink.accept(UUID.randomUUID(), t);

        Path f = dir.resolve("ticket-0017-001234567890123456.png");
        assertTrue(Files.exists(f));
        assertEquals(1248, ImageIO.read(f.toFile()).getWidth());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }
}
