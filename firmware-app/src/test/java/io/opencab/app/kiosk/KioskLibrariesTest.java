package io.opencab.app.kiosk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the kiosk names when JavaFX cannot start for want of system libraries (issue 21). */
class KioskLibrariesTest {
    private static final String WITHOUT_GTK = """
        	libXtst.so.6 (libc6,x86-64) => /lib/x86_64-linux-gnu/libXtst.so.6
        	libGL.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libGL.so.1
        	libfreetype.so.6 (libc6,x86-64) => /lib/x86_64-linux-gnu/libfreetype.so.6
        	libpangoft2-1.0.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libpangoft2-1.0.so.0
        """;

    @Test
    void aMissingGtkIsNamedWithItsDebianPackage() {
        List<String> missing = KioskLibraries.missing(WITHOUT_GTK);

        assertEquals(List.of("libgtk-3.so.0"), missing);
        assertEquals(List.of("libgtk-3-0"), KioskLibraries.packages(missing));
    }

    @Test
    void nothingIsMissingWhenEveryLibraryIsInTheCache() {
        String all = WITHOUT_GTK + "\tlibgtk-3.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libgtk-3.so.0\n";

        assertEquals(List.of(), KioskLibraries.missing(all));
    }
}
