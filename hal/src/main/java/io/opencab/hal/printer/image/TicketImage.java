package io.opencab.hal.printer.image;

import io.opencab.hal.printer.Ticket;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Draws a cash-out ticket the way a TITO printer lays it out, landscape on a 65 x 156 mm thermal ticket at
 * 8 dots per mm (1248 x 520 dots): venue, title, validation number over its Interleaved 2 of 5 barcode,
 * date, time and ticket number, the amount in words and in figures, expiry and machine number. java.awt
 * imaging is used (hal does not depend on JavaFX, and this runs headless).
 */
public final class TicketImage {
    public static final int WIDTH = 1248;
    public static final int HEIGHT = 520;
    /** Barcode geometry: 3 dots per narrow module, 3:1 wide ratio, 130 dots high, starting at this row. */
    public static final int MODULE = 3;
    public static final int BAR_TOP = 196;
    public static final int BAR_HEIGHT = 130;

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("MM/dd/yyyy", Locale.ROOT);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private TicketImage() {
    }

    public static BufferedImage render(Ticket t) {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.BLACK);
            Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 22);
            Font bold = new Font(Font.SANS_SERIF, Font.BOLD, 30);
            centred(g, new Font(Font.SANS_SERIF, Font.BOLD, 34), t.casinoName(), 48);
            int y = 76;
            for (String line : t.addressLines()) {
                centred(g, plain, line, y);
                y += 26;
            }
            centred(g, new Font(Font.SANS_SERIF, Font.BOLD, 40), t.title(), 176);
            barcode(g, t.validationNumber());
            centred(g, new Font(Font.MONOSPACED, Font.BOLD, 26), "VALIDATION " + t.validationGrouped(), 358);
            g.setFont(plain);
            g.drawString(DATE.format(t.issued()), 40, 400);
            centred(g, plain, TIME.format(t.issued()), 400);
            right(g, plain, t.numberLine(), 400);
            g.setFont(plain);
            g.drawString(t.amountWords(), 40, 440);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 44));
            g.drawString(t.amountFigures(), 40, 492);
            g.setFont(plain);
            right(g, plain, t.expiryLine(), 460);
            right(g, bold, "MACHINE # " + t.machineNumber(), 495);
            g.drawRect(8, 8, WIDTH - 17, HEIGHT - 17);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** The barcode, centred, with quiet zones left white. */
    private static void barcode(Graphics2D g, String digits) {
        boolean[] m = Interleaved2of5.modules(digits, 3);
        int x0 = (WIDTH - m.length * MODULE) / 2;
        for (int i = 0; i < m.length; i++) {
            if (m[i]) {
                g.fillRect(x0 + i * MODULE, BAR_TOP, MODULE, BAR_HEIGHT);
            }
        }
    }

    private static void centred(Graphics2D g, Font f, String s, int baseline) {
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(s, (WIDTH - fm.stringWidth(s)) / 2, baseline);
    }

    private static void right(Graphics2D g, Font f, String s, int baseline) {
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(s, WIDTH - 40 - fm.stringWidth(s), baseline);
    }
}
