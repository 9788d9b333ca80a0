package io.opencab.app.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SoftwareManifestTest {
    @TempDir
    Path dir;

    @Test
    void buildListsEveryFileTheRuntimeAsOneTreeAndEachMathResource() throws IOException {
        Path root = InstallFixture.make(dir);

        SoftwareManifest m = SoftwareManifest.build(root, InstallFixture.BUILT, "1.2.3");

        List<String> listed = m.components().stream().map(c -> c.kind().label() + " " + c.name()).toList();
        assertEquals(List.of("tree runtime", "file app/cabinet.jar", "file " + InstallFixture.ENGINE_JAR,
            "math " + InstallFixture.ENGINE_JAR + "!/" + InstallFixture.MATH, "file bin/cabinet"), listed);
    }

    @Test
    void aFileComponentsDigestIsTheSha256OfItsBytes() throws Exception {
        Path root = InstallFixture.make(dir);

        SoftwareManifest m = SoftwareManifest.build(root, InstallFixture.BUILT, "1.2.3");

        String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
            .digest(Files.readAllBytes(root.resolve("bin/cabinet"))));
        assertEquals(expected, m.components().stream().filter(c -> c.name().equals("bin/cabinet")).findFirst()
            .orElseThrow().sha256());
    }

    @Test
    void aMathComponentsDigestIsTheSha256OfTheResource() throws Exception {
        Path root = InstallFixture.make(dir);

        SoftwareManifest m = SoftwareManifest.build(root, InstallFixture.BUILT, "1.2.3");

        String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
            .digest("symbols = A,B,C\npays.A = 5,10,20\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals(expected, m.components().stream().filter(c -> c.kind() == Component.Kind.MATH).findFirst()
            .orElseThrow().sha256());
    }

    @Test
    void writtenManifestReadsBackEqual() throws IOException {
        Path root = InstallFixture.make(dir);
        SoftwareManifest m = InstallFixture.manifest(root);

        SoftwareManifest back = SoftwareManifest.read(root.resolve(SoftwareManifest.FILE_NAME)).manifest();

        assertEquals(m, back);
    }

    @Test
    void anEditedDigestIsADamagedManifest() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Path f = root.resolve(SoftwareManifest.FILE_NAME);
        String text = Files.readString(f);
        int at = text.indexOf("component ") + "component ".length();
        Files.writeString(f, text.substring(0, at) + (text.charAt(at) == '0' ? '1' : '0') + text.substring(at + 1));

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareManifest.read(f));

        assertTrue(e.getMessage().contains("damaged software manifest") && e.getMessage().contains("closing digest"),
            e.getMessage());
    }

    @Test
    void aTruncatedManifestIsDamaged() throws IOException {
        Path root = InstallFixture.make(dir);
        InstallFixture.manifest(root);
        Path f = root.resolve(SoftwareManifest.FILE_NAME);
        byte[] b = Files.readAllBytes(f);
        Files.write(f, java.util.Arrays.copyOf(b, b.length - 30));

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareManifest.read(f));

        assertTrue(e.getMessage().startsWith("damaged software manifest"), e.getMessage());
    }

    @Test
    void garbageIsADamagedManifest() throws IOException {
        Path f = dir.resolve(SoftwareManifest.FILE_NAME);
        Files.writeString(f, "hello\n");

        VerificationException e = assertThrows(VerificationException.class, () -> SoftwareManifest.read(f));

        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void aMissingManifestSaysSo() {
        VerificationException e = assertThrows(VerificationException.class,
            () -> SoftwareManifest.read(dir.resolve(SoftwareManifest.FILE_NAME)));

        assertTrue(e.getMessage().startsWith("no software manifest"), e.getMessage());
    }

    @Test
    void aSymbolicLinkInTheInstallIsRefusedAtBuild() throws IOException {
        Path root = InstallFixture.make(dir);
        Files.createSymbolicLink(root.resolve("app/lib/extra.jar"), root.resolve("app/cabinet.jar"));

        VerificationException e = assertThrows(VerificationException.class,
            () -> SoftwareManifest.build(root, InstallFixture.BUILT, "1"));

        assertTrue(e.getMessage().contains("symbolic link app/lib/extra.jar"), e.getMessage());
    }
}
