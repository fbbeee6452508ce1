export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      articles: {
        Row: {
          author: string;
          author_id: string | null;
          content: string;
          created_at: string;
          id: number;
          image: string | null;
          publish_date: string;
          status: string;
          title: string;
          type: string;
          updated_at: string;
        };
        Insert: {
          author?: string;
          author_id?: string | null;
          content: string;
          created_at?: string;
          id?: number;
          image?: string | null;
          publish_date?: string;
          status?: string;
          title: string;
          type: string;
          updated_at?: string;
        };
        Update: {
          author?: string;
          author_id?: string | null;
          content?: string;
          created_at?: string;
          id?: number;
          image?: string | null;
          publish_date?: string;
          status?: string;
          title?: string;
          type?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'articles_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      categories: {
        Row: {
          created_at: string;
          description: string | null;
          division: string;
          id: number;
          name: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          division: string;
          id?: number;
          name: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          division?: string;
          id?: number;
          name?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          id: number;
          is_read: boolean;
          message: string;
          name: string;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: number;
          is_read?: boolean;
          message: string;
          name: string;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: number;
          is_read?: boolean;
          message?: string;
          name?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      order_items: {
        Row: {
          id: number;
          line_total: number | null;
          order_id: string;
          product_id: number | null;
          product_image: string | null;
          product_name: string;
          quantity: number;
          seller_id: string;
          unit_price: number;
        };
        Insert: {
          id?: number;
          line_total?: number | null;
          order_id: string;
          product_id?: number | null;
          product_image?: string | null;
          product_name: string;
          quantity: number;
          seller_id: string;
          unit_price: number;
        };
        Update: {
          id?: number;
          line_total?: number | null;
          order_id?: string;
          product_id?: number | null;
          product_image?: string | null;
          product_name?: string;
          quantity?: number;
          seller_id?: string;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      order_status_events: {
        Row: {
          changed_at: string;
          changed_by: string | null;
          id: number;
          order_id: string;
          status: string;
        };
        Insert: {
          changed_at?: string;
          changed_by?: string | null;
          id?: number;
          order_id: string;
          status: string;
        };
        Update: {
          changed_at?: string;
          changed_by?: string | null;
          id?: number;
          order_id?: string;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_status_events_changed_by_fkey';
            columns: ['changed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_status_events_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          shipping_cost: number;
          status: string;
          street: string;
          subtotal: number;
          total: number;
          updated_at: string;
        };
        Insert: {
          buyer_id: string;
          city: string;
          created_at?: string;
          id?: string;
          kecamatan: string;
          kelurahan: string;
          notes?: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          shipping_cost?: number;
          status?: string;
          street: string;
          subtotal: number;
          total: number;
          updated_at?: string;
        };
        Update: {
          buyer_id?: string;
          city?: string;
          created_at?: string;
          id?: string;
          kecamatan?: string;
          kelurahan?: string;
          notes?: string | null;
          order_number?: string;
          payment_method?: string;
          phone?: string;
          postal_code?: string;
          province?: string;
          recipient_name?: string;
          shipping_cost?: number;
          status?: string;
          street?: string;
          subtotal?: number;
          total?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          category: string | null;
          category_id: number;
          created_at: string;
          description: string;
          division: string | null;
          id: number;
          images: string[];
          name: string;
          price: number;
          rating: number;
          reviews: number;
          seller_id: string;
          stock: number;
          updated_at: string;
        };
        Insert: {
          category?: string | null;
          category_id: number;
          created_at?: string;
          description?: string;
          division?: string | null;
          id?: number;
          images?: string[];
          name: string;
          price: number;
          rating?: number;
          reviews?: number;
          seller_id?: string;
          stock?: number;
          updated_at?: string;
        };
        Update: {
          category?: string | null;
          category_id?: number;
          created_at?: string;
          description?: string;
          division?: string | null;
          id?: number;
          images?: string[];
          name?: string;
          price?: number;
          rating?: number;
          reviews?: number;
          seller_id?: string;
          stock?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'category_product_counts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profile_contacts: {
        Row: {
          address: string | null;
          created_at: string;
          id: string;
          phone: string | null;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          created_at?: string;
          id: string;
          phone?: string | null;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          created_at?: string;
          id?: string;
          phone?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'profile_contacts_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          created_at: string;
          full_name: string | null;
          id: string;
          reputation: number;
          role: string;
          updated_at: string;
        };
        Insert: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id: string;
          reputation?: number;
          role?: string;
          updated_at?: string;
        };
        Update: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id?: string;
          reputation?: number;
          role?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_settings: {
        Row: {
          address: string | null;
          bank_transfer_instructions: string | null;
          created_at: string;
          description: string | null;
          email: string | null;
          facebook: string | null;
          id: number;
          instagram: string | null;
          logo_url: string | null;
          phone: string | null;
          site_name: string;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          bank_transfer_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          email?: string | null;
          facebook?: string | null;
          id?: number;
          instagram?: string | null;
          logo_url?: string | null;
          phone?: string | null;
          site_name?: string;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          bank_transfer_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          email?: string | null;
          facebook?: string | null;
          id?: number;
          instagram?: string | null;
          logo_url?: string | null;
          phone?: string | null;
          site_name?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      wishlist_items: {
        Row: {
          created_at: string;
          product_id: number;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          product_id: number;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          product_id?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'wishlist_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      category_product_counts: {
        Row: {
          description: string | null;
          division: string | null;
          id: number | null;
          name: string | null;
          product_count: number | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      apply_order_status: {
        Args: { p_actor: string; p_order_id: string; p_status: string };
        Returns: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          shipping_cost: number;
          status: string;
          street: string;
          subtotal: number;
          total: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_order: {
        Args: { order_id: string };
        Returns: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          shipping_cost: number;
          status: string;
          street: string;
          subtotal: number;
          total: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      current_user_role: { Args: never; Returns: string };
      is_admin: { Args: never; Returns: boolean };
      is_api_user: { Args: never; Returns: boolean };
      is_order_buyer: { Args: { p_order_id: string }; Returns: boolean };
      is_order_seller: { Args: { p_order_id: string }; Returns: boolean };
      is_seller: { Args: never; Returns: boolean };
      place_order: {
        Args: { items: Json; payment_method: string; shipping: Json };
        Returns: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          shipping_cost: number;
          status: string;
          street: string;
          subtotal: number;
          total: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_order_status: {
        Args: { order_id: string; status: string };
        Returns: {
          buyer_id: string;
          city: string;
          created_at: string;
          id: string;
          kecamatan: string;
          kelurahan: string;
          notes: string | null;
          order_number: string;
          payment_method: string;
          phone: string;
          postal_code: string;
          province: string;
          recipient_name: string;
          shipping_cost: number;
          status: string;
          street: string;
          subtotal: number;
          total: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
