package io.opencab.meters;
import java.lang.reflect.Method;
import java.nio.file.*;
import java.sql.*;
import java.util.HexFormat;
/** Lab tool: rewrites a store's meta rows in the pre-schema-8 form (MAC key in the database, rows MAC'd with the
 *  legacy key derived from the public string in the meters jar). Checks first that it reproduces the own-key MACs. */
public class Downgrade {
  public static void main(String[] a) throws Exception {
    Path db = Path.of(a[0]); String mode = a[1];
    byte[] key = HexFormat.of().parseHex(Files.readString(Path.of(a[0] + ".key")).trim());
    Method own = Meta.class.getDeclaredMethod("ownMac", byte[].class); own.setAccessible(true);
    RowMac ownMac = (RowMac) own.invoke(null, (Object) key);
    RowMac legacy = Meta.legacyMac();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      try (ResultSet r = c.createStatement().executeQuery("SELECT k, v, mac FROM meta")) {
        while (r.next()) System.out.println(r.getString(1) + " own-key MAC reproduced: " + ownMac.matches(r.getBytes(3), "meta", r.getString(1), r.getString(2)));
      }
      if (mode.equals("write")) {
        String hex = HexFormat.of().formatHex(key);
        try (PreparedStatement u = c.prepareStatement("UPDATE meta SET v = ?, mac = ? WHERE k = ?")) {
          try (ResultSet r = c.createStatement().executeQuery("SELECT k, v FROM meta")) {
            java.util.List<String[]> rows = new java.util.ArrayList<>();
            while (r.next()) rows.add(new String[] {r.getString(1), r.getString(2)});
            for (String[] row : rows) {
              String v = row[0].equals("mac_key") ? (a.length > 2 ? a[2] : hex) : row[1];
              u.setString(1, v); u.setBytes(2, legacy.of("meta", row[0], v)); u.setString(3, row[0]); u.executeUpdate();
              System.out.println("wrote " + row[0] + " = " + v + " (legacy MAC)");
            }
          }
        }
      }
    }
  }
}
