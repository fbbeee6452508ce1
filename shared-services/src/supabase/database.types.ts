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
          event_date: string | null;
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
          event_date?: string | null;
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
          event_date?: string | null;
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
      cart_items: {
        Row: {
          created_at: string;
          id: number;
          product_id: number;
          quantity: number;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          product_id: number;
          quantity?: number;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          product_id?: number;
          quantity?: number;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'cart_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      cart_merges: {
        Row: {
          key: string;
          lines: Json;
          merged_at: string;
          user_id: string;
        };
        Insert: {
          key: string;
          lines?: Json;
          merged_at?: string;
          user_id: string;
        };
        Update: {
          key?: string;
          lines?: Json;
          merged_at?: string;
          user_id?: string;
        };
        Relationships: [];
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
      commission_rates: {
        Row: {
          created_at: string;
          created_by: string | null;
          division: string;
          effective_from: string;
          id: number;
          note: string | null;
          rate_percent: number;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          division: string;
          effective_from?: string;
          id?: number;
          note?: string | null;
          rate_percent: number;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          division?: string;
          effective_from?: string;
          id?: number;
          note?: string | null;
          rate_percent?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'commission_rates_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_message_replies: {
        Row: {
          body: string;
          created_at: string;
          id: number;
          message_id: number;
          replied_by: string | null;
        };
        Insert: {
          body: string;
          created_at?: string;
          id?: number;
          message_id: number;
          replied_by?: string | null;
        };
        Update: {
          body?: string;
          created_at?: string;
          id?: number;
          message_id?: number;
          replied_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'contact_message_replies_message_id_fkey';
            columns: ['message_id'];
            isOneToOne: false;
            referencedRelation: 'contact_messages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contact_message_replies_replied_by_fkey';
            columns: ['replied_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          id: number;
          is_read: boolean;
          message: string;
          name: string;
          replied_at: string | null;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: number;
          is_read?: boolean;
          message: string;
          name: string;
          replied_at?: string | null;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: number;
          is_read?: boolean;
          message?: string;
          name?: string;
          replied_at?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      cooperative_members: {
        Row: {
          created_at: string;
          created_by: string | null;
          joined_at: string;
          left_at: string | null;
          member_number: string;
          profile_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          joined_at: string;
          left_at?: string | null;
          member_number: string;
          profile_id: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          joined_at?: string;
          left_at?: string | null;
          member_number?: string;
          profile_id?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'cooperative_members_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cooperative_members_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cooperative_members_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      economics_audit_log: {
        Row: {
          action: string;
          actor: string | null;
          created_at: string;
          details: Json;
          id: number;
        };
        Insert: {
          action: string;
          actor?: string | null;
          created_at?: string;
          details?: Json;
          id?: number;
        };
        Update: {
          action?: string;
          actor?: string | null;
          created_at?: string;
          details?: Json;
          id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'economics_audit_log_actor_fkey';
            columns: ['actor'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      mail_outbox: {
        Row: {
          attempts: number;
          body: string;
          claimed_at: string | null;
          created_at: string;
          id: number;
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          subject: string;
          template: string;
        };
        Insert: {
          attempts?: number;
          body: string;
          claimed_at?: string | null;
          created_at?: string;
          id?: number;
          last_error?: string | null;
          next_attempt_at?: string;
          order_id?: string | null;
          provider_message_id?: string | null;
          recipient: string;
          sent_at?: string | null;
          status?: string;
          subject: string;
          template: string;
        };
        Update: {
          attempts?: number;
          body?: string;
          claimed_at?: string | null;
          created_at?: string;
          id?: number;
          last_error?: string | null;
          next_attempt_at?: string;
          order_id?: string | null;
          provider_message_id?: string | null;
          recipient?: string;
          sent_at?: string | null;
          status?: string;
          subject?: string;
          template?: string;
        };
        Relationships: [];
      };
      member_capital_entries: {
        Row: {
          amount: number;
          created_at: string;
          id: number;
          kind: string;
          member_id: string;
          note: string | null;
          paid_on: string;
          recorded_by: string | null;
        };
        Insert: {
          amount: number;
          created_at?: string;
          id?: number;
          kind: string;
          member_id: string;
          note?: string | null;
          paid_on: string;
          recorded_by?: string | null;
        };
        Update: {
          amount?: number;
          created_at?: string;
          id?: number;
          kind?: string;
          member_id?: string;
          note?: string | null;
          paid_on?: string;
          recorded_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'member_capital_entries_member_id_fkey';
            columns: ['member_id'];
            isOneToOne: false;
            referencedRelation: 'cooperative_members';
            referencedColumns: ['profile_id'];
          },
          {
            foreignKeyName: 'member_capital_entries_recorded_by_fkey';
            columns: ['recorded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      order_items: {
        Row: {
          commission_rate: number;
          division: string | null;
          id: number;
          line_total: number | null;
          order_id: string;
          product_id: number | null;
          product_image: string | null;
          product_name: string;
          quantity: number;
          seller_id: string;
          shipment_id: number;
          unit_price: number;
        };
        Insert: {
          commission_rate?: number;
          division?: string | null;
          id?: number;
          line_total?: number | null;
          order_id: string;
          product_id?: number | null;
          product_image?: string | null;
          product_name: string;
          quantity: number;
          seller_id: string;
          shipment_id: number;
          unit_price: number;
        };
        Update: {
          commission_rate?: number;
          division?: string | null;
          id?: number;
          line_total?: number | null;
          order_id?: string;
          product_id?: number | null;
          product_image?: string | null;
          product_name?: string;
          quantity?: number;
          seller_id?: string;
          shipment_id?: number;
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
          {
            foreignKeyName: 'order_items_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: false;
            referencedRelation: 'order_shipments';
            referencedColumns: ['id'];
          },
        ];
      };
      order_payments: {
        Row: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          due_at?: string | null;
          gateway_order_id?: string | null;
          gateway_status?: string | null;
          gateway_transaction_id?: string | null;
          order_id: string;
          paid_at?: string | null;
          payment_type?: string | null;
          proof_path?: string | null;
          proof_uploaded_at?: string | null;
          refunded_at?: string | null;
          rejection_reason?: string | null;
          reviewed_at?: string | null;
          reviewed_by?: string | null;
          shipping_cost?: number;
          snap_redirect_url?: string | null;
          snap_token?: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          due_at?: string | null;
          gateway_order_id?: string | null;
          gateway_status?: string | null;
          gateway_transaction_id?: string | null;
          order_id?: string;
          paid_at?: string | null;
          payment_type?: string | null;
          proof_path?: string | null;
          proof_uploaded_at?: string | null;
          refunded_at?: string | null;
          rejection_reason?: string | null;
          reviewed_at?: string | null;
          reviewed_by?: string | null;
          shipping_cost?: number;
          snap_redirect_url?: string | null;
          snap_token?: string | null;
          status?: string;
          subtotal?: number;
          total?: number;
          unique_code?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_payments_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_payments_reviewed_by_fkey';
            columns: ['reviewed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      order_shipments: {
        Row: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          courier: string | null;
          created_at: string;
          id: number;
          order_id: string;
          received_at: string | null;
          released_at: string | null;
          seller_id: string;
          shipped_at: string | null;
          shipping_cost: number;
          status: string;
          subtotal: number;
          tracking_number: string | null;
          updated_at: string;
        };
        Insert: {
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          courier?: string | null;
          created_at?: string;
          id?: number;
          order_id: string;
          received_at?: string | null;
          released_at?: string | null;
          seller_id: string;
          shipped_at?: string | null;
          shipping_cost?: number;
          status?: string;
          subtotal: number;
          tracking_number?: string | null;
          updated_at?: string;
        };
        Update: {
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          courier?: string | null;
          created_at?: string;
          id?: number;
          order_id?: string;
          received_at?: string | null;
          released_at?: string | null;
          seller_id?: string;
          shipped_at?: string | null;
          shipping_cost?: number;
          status?: string;
          subtotal?: number;
          tracking_number?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_shipments_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_shipments_seller_id_fkey';
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
          kind: string;
          note: string | null;
          order_id: string;
          shipment_id: number | null;
          status: string;
        };
        Insert: {
          changed_at?: string;
          changed_by?: string | null;
          id?: number;
          kind?: string;
          note?: string | null;
          order_id: string;
          shipment_id?: number | null;
          status: string;
        };
        Update: {
          changed_at?: string;
          changed_by?: string | null;
          id?: number;
          kind?: string;
          note?: string | null;
          order_id?: string;
          shipment_id?: number | null;
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
          {
            foreignKeyName: 'order_status_events_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: false;
            referencedRelation: 'order_shipments';
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
          status: string;
          street: string;
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
          status?: string;
          street: string;
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
          status?: string;
          street?: string;
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
      payment_notifications: {
        Row: {
          fraud_status: string | null;
          gateway_order_id: string;
          gross_amount: number | null;
          id: number;
          order_id: string | null;
          outcome: string;
          payload: Json;
          payment_type: string | null;
          received_at: string;
          signature_valid: boolean;
          status_code: string | null;
          transaction_id: string | null;
          transaction_status: string | null;
        };
        Insert: {
          fraud_status?: string | null;
          gateway_order_id: string;
          gross_amount?: number | null;
          id?: number;
          order_id?: string | null;
          outcome: string;
          payload?: Json;
          payment_type?: string | null;
          received_at?: string;
          signature_valid: boolean;
          status_code?: string | null;
          transaction_id?: string | null;
          transaction_status?: string | null;
        };
        Update: {
          fraud_status?: string | null;
          gateway_order_id?: string;
          gross_amount?: number | null;
          id?: number;
          order_id?: string | null;
          outcome?: string;
          payload?: Json;
          payment_type?: string | null;
          received_at?: string;
          signature_valid?: boolean;
          status_code?: string | null;
          transaction_id?: string | null;
          transaction_status?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_notifications_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      product_reviews: {
        Row: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        Insert: {
          author_id: string;
          body?: string;
          created_at?: string;
          edit_count?: number;
          edited_at?: string | null;
          hidden?: boolean;
          hidden_at?: string | null;
          hidden_by?: string | null;
          hidden_reason?: string | null;
          id?: number;
          order_item_id: number;
          photos?: string[];
          product_id: number;
          rating: number;
          replied_at?: string | null;
          reply?: string | null;
          updated_at?: string;
        };
        Update: {
          author_id?: string;
          body?: string;
          created_at?: string;
          edit_count?: number;
          edited_at?: string | null;
          hidden?: boolean;
          hidden_at?: string | null;
          hidden_by?: string | null;
          hidden_reason?: string | null;
          id?: number;
          order_item_id?: number;
          photos?: string[];
          product_id?: number;
          rating?: number;
          replied_at?: string | null;
          reply?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_reviews_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_reviews_hidden_by_fkey';
            columns: ['hidden_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_reviews_order_item_id_fkey';
            columns: ['order_item_id'];
            isOneToOne: true;
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'product_reviews_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
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
          city: string | null;
          created_at: string;
          id: string;
          kecamatan: string | null;
          kelurahan: string | null;
          phone: string | null;
          postal_code: string | null;
          province: string | null;
          street: string | null;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          city?: string | null;
          created_at?: string;
          id: string;
          kecamatan?: string | null;
          kelurahan?: string | null;
          phone?: string | null;
          postal_code?: string | null;
          province?: string | null;
          street?: string | null;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          city?: string | null;
          created_at?: string;
          id?: string;
          kecamatan?: string | null;
          kelurahan?: string | null;
          phone?: string | null;
          postal_code?: string | null;
          province?: string | null;
          street?: string | null;
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
          seller_rating: number;
          seller_review_count: number;
          updated_at: string;
        };
        Insert: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id: string;
          reputation?: number;
          role?: string;
          seller_rating?: number;
          seller_review_count?: number;
          updated_at?: string;
        };
        Update: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id?: string;
          reputation?: number;
          role?: string;
          seller_rating?: number;
          seller_review_count?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      review_reminders: {
        Row: {
          created_at: string;
          shipment_id: number;
        };
        Insert: {
          created_at?: string;
          shipment_id: number;
        };
        Update: {
          created_at?: string;
          shipment_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'review_reminders_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: true;
            referencedRelation: 'order_shipments';
            referencedColumns: ['id'];
          },
        ];
      };
      review_reports: {
        Row: {
          created_at: string;
          id: number;
          reason: string;
          reporter_id: string;
          review_id: number;
        };
        Insert: {
          created_at?: string;
          id?: number;
          reason: string;
          reporter_id: string;
          review_id: number;
        };
        Update: {
          created_at?: string;
          id?: number;
          reason?: string;
          reporter_id?: string;
          review_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'review_reports_reporter_id_fkey';
            columns: ['reporter_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'review_reports_review_id_fkey';
            columns: ['review_id'];
            isOneToOne: false;
            referencedRelation: 'product_reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      seller_applications: {
        Row: {
          bank_account_holder: string;
          bank_account_number: string;
          bank_name: string;
          business_name: string;
          created_at: string;
          division: string;
          ktp_photo_path: string;
          legal_name: string;
          membership: string;
          nik: string;
          review_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          seller_id: string;
          status: string;
          submitted_at: string;
          updated_at: string;
        };
        Insert: {
          bank_account_holder: string;
          bank_account_number: string;
          bank_name: string;
          business_name: string;
          created_at?: string;
          division: string;
          ktp_photo_path: string;
          legal_name: string;
          membership: string;
          nik: string;
          review_reason?: string | null;
          reviewed_at?: string | null;
          reviewed_by?: string | null;
          seller_id: string;
          status?: string;
          submitted_at?: string;
          updated_at?: string;
        };
        Update: {
          bank_account_holder?: string;
          bank_account_number?: string;
          bank_name?: string;
          business_name?: string;
          created_at?: string;
          division?: string;
          ktp_photo_path?: string;
          legal_name?: string;
          membership?: string;
          nik?: string;
          review_reason?: string | null;
          reviewed_at?: string | null;
          reviewed_by?: string | null;
          seller_id?: string;
          status?: string;
          submitted_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'seller_applications_reviewed_by_fkey';
            columns: ['reviewed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seller_applications_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      seller_balances: {
        Row: {
          balance: number;
          commission_total: number;
          credited_total: number;
          paid_total: number;
          seller_id: string;
          updated_at: string;
        };
        Insert: {
          balance?: number;
          commission_total?: number;
          credited_total?: number;
          paid_total?: number;
          seller_id: string;
          updated_at?: string;
        };
        Update: {
          balance?: number;
          commission_total?: number;
          credited_total?: number;
          paid_total?: number;
          seller_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'seller_balances_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      seller_ledger_entries: {
        Row: {
          amount: number;
          balance_after: number;
          commission_amount: number;
          created_at: string;
          created_by: string | null;
          description: string;
          entry_type: string;
          gross_amount: number;
          id: number;
          order_id: string | null;
          payout_id: number | null;
          seller_id: string;
          shipment_id: number | null;
          shipping_amount: number;
        };
        Insert: {
          amount: number;
          balance_after: number;
          commission_amount?: number;
          created_at?: string;
          created_by?: string | null;
          description: string;
          entry_type: string;
          gross_amount?: number;
          id?: number;
          order_id?: string | null;
          payout_id?: number | null;
          seller_id: string;
          shipment_id?: number | null;
          shipping_amount?: number;
        };
        Update: {
          amount?: number;
          balance_after?: number;
          commission_amount?: number;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          entry_type?: string;
          gross_amount?: number;
          id?: number;
          order_id?: string | null;
          payout_id?: number | null;
          seller_id?: string;
          shipment_id?: number | null;
          shipping_amount?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'seller_ledger_entries_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seller_ledger_entries_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seller_ledger_entries_payout_id_fkey';
            columns: ['payout_id'];
            isOneToOne: true;
            referencedRelation: 'seller_payouts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seller_ledger_entries_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seller_ledger_entries_shipment_id_fkey';
            columns: ['shipment_id'];
            isOneToOne: true;
            referencedRelation: 'order_shipments';
            referencedColumns: ['id'];
          },
        ];
      };
      seller_payouts: {
        Row: {
          amount: number;
          created_at: string;
          id: number;
          note: string | null;
          paid_on: string;
          recorded_by: string | null;
          seller_id: string;
          transfer_reference: string;
        };
        Insert: {
          amount: number;
          created_at?: string;
          id?: number;
          note?: string | null;
          paid_on: string;
          recorded_by?: string | null;
          seller_id: string;
          transfer_reference: string;
        };
        Update: {
          amount?: number;
          created_at?: string;
          id?: number;
          note?: string | null;
          paid_on?: string;
          recorded_by?: string | null;
          seller_id?: string;
          transfer_reference?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'seller_payouts_recorded_by_fkey';
            columns: ['recorded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seller_payouts_seller_id_fkey';
            columns: ['seller_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      shipping_rates: {
        Row: {
          cost: number;
          province: string;
          updated_at: string;
        };
        Insert: {
          cost: number;
          province: string;
          updated_at?: string;
        };
        Update: {
          cost?: number;
          province?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      shu_member_shares: {
        Row: {
          capital: number;
          created_at: string;
          full_name: string;
          jasa_modal: number;
          jasa_usaha: number;
          lines: Json;
          member_id: string;
          member_number: string;
          purchases: number;
          rule_id: number;
          sales: number;
          total: number;
          year: number;
        };
        Insert: {
          capital: number;
          created_at?: string;
          full_name: string;
          jasa_modal: number;
          jasa_usaha: number;
          lines?: Json;
          member_id: string;
          member_number: string;
          purchases: number;
          rule_id: number;
          sales: number;
          total: number;
          year: number;
        };
        Update: {
          capital?: number;
          created_at?: string;
          full_name?: string;
          jasa_modal?: number;
          jasa_usaha?: number;
          lines?: Json;
          member_id?: string;
          member_number?: string;
          purchases?: number;
          rule_id?: number;
          sales?: number;
          total?: number;
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'shu_member_shares_member_id_fkey';
            columns: ['member_id'];
            isOneToOne: false;
            referencedRelation: 'cooperative_members';
            referencedColumns: ['profile_id'];
          },
          {
            foreignKeyName: 'shu_member_shares_rule_id_fkey';
            columns: ['rule_id'];
            isOneToOne: false;
            referencedRelation: 'shu_rules';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'shu_member_shares_year_fkey';
            columns: ['year'];
            isOneToOne: false;
            referencedRelation: 'shu_year_closings';
            referencedColumns: ['year'];
          },
        ];
      };
      shu_rule_lines: {
        Row: {
          base: string | null;
          line_no: number;
          name: string;
          parent_line_no: number | null;
          percent: number;
          rule_id: number;
        };
        Insert: {
          base?: string | null;
          line_no: number;
          name: string;
          parent_line_no?: number | null;
          percent: number;
          rule_id: number;
        };
        Update: {
          base?: string | null;
          line_no?: number;
          name?: string;
          parent_line_no?: number | null;
          percent?: number;
          rule_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'shu_rule_lines_rule_id_fkey';
            columns: ['rule_id'];
            isOneToOne: false;
            referencedRelation: 'shu_rules';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'shu_rule_lines_rule_id_parent_line_no_fkey';
            columns: ['rule_id', 'parent_line_no'];
            isOneToOne: false;
            referencedRelation: 'shu_rule_lines';
            referencedColumns: ['rule_id', 'line_no'];
          },
        ];
      };
      shu_rules: {
        Row: {
          created_at: string;
          created_by: string | null;
          id: number;
          note: string | null;
          rat_date: string | null;
          shu_total: number;
          version: number;
          year: number;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          id?: number;
          note?: string | null;
          rat_date?: string | null;
          shu_total: number;
          version: number;
          year: number;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          id?: number;
          note?: string | null;
          rat_date?: string | null;
          shu_total?: number;
          version?: number;
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'shu_rules_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      shu_year_closings: {
        Row: {
          closed_at: string;
          closed_by: string | null;
          rule_id: number;
          year: number;
        };
        Insert: {
          closed_at?: string;
          closed_by?: string | null;
          rule_id: number;
          year: number;
        };
        Update: {
          closed_at?: string;
          closed_by?: string | null;
          rule_id?: number;
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'shu_year_closings_closed_by_fkey';
            columns: ['closed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'shu_year_closings_rule_id_fkey';
            columns: ['rule_id'];
            isOneToOne: false;
            referencedRelation: 'shu_rules';
            referencedColumns: ['id'];
          },
        ];
      };
      site_settings: {
        Row: {
          address: string | null;
          auto_receive_seconds: number;
          bank_transfer_instructions: string | null;
          created_at: string;
          description: string | null;
          email: string | null;
          facebook: string | null;
          id: number;
          instagram: string | null;
          logo_url: string | null;
          max_unpaid_orders: number;
          payment_deadline_seconds: number;
          phone: string | null;
          site_name: string;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          auto_receive_seconds?: number;
          bank_transfer_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          email?: string | null;
          facebook?: string | null;
          id?: number;
          instagram?: string | null;
          logo_url?: string | null;
          max_unpaid_orders?: number;
          payment_deadline_seconds?: number;
          phone?: string | null;
          site_name?: string;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          auto_receive_seconds?: number;
          bank_transfer_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          email?: string | null;
          facebook?: string | null;
          id?: number;
          instagram?: string | null;
          logo_url?: string | null;
          max_unpaid_orders?: number;
          payment_deadline_seconds?: number;
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
      apply_gateway_status: {
        Args: {
          fraud_status: string;
          gateway_order_id: string;
          gross_amount: number;
          payload: Json;
          payment_type: string;
          signature_valid: boolean;
          status_code: string;
          transaction_id: string;
          transaction_status: string;
        };
        Returns: Json;
      };
      cancel_open_shipments: {
        Args: { p_actor: string; p_order: string; p_reason: string };
        Returns: undefined;
      };
      cancel_order: {
        Args: { order_id: string; reason?: string };
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
          status: string;
          street: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      claim_outbox_mail: {
        Args: { batch_size?: number };
        Returns: {
          attempts: number;
          body: string;
          claimed_at: string | null;
          created_at: string;
          id: number;
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          subject: string;
          template: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'mail_outbox';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      close_shu_year: {
        Args: { year: number };
        Returns: {
          closed_at: string;
          closed_by: string | null;
          rule_id: number;
          year: number;
        };
        SetofOptions: {
          from: '*';
          to: 'shu_year_closings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      commission_rate_at: { Args: { p_at: string; p_division: string }; Returns: number };
      current_user_role: { Args: never; Returns: string };
      economics_audit: { Args: { p_action: string; p_details: Json }; Returns: undefined };
      economics_check: {
        Args: never;
        Returns: {
          actual: number;
          expected: number;
          problem: string;
          ref: string;
          seller_id: string;
        }[];
      };
      economics_check_rupiah: {
        Args: { p_amount: number; p_field: string; p_label: string };
        Returns: undefined;
      };
      economics_require_admin: { Args: never; Returns: undefined };
      edit_review: {
        Args: { body?: string; photos?: string[]; rating: number; review_id: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      enqueue_mail: {
        Args: { p_body: string; p_order: string; p_subject: string; p_template: string; p_user: string };
        Returns: undefined;
      };
      format_rupiah: { Args: { p_amount: number }; Returns: string };
      has_admin_role: { Args: never; Returns: boolean };
      is_admin: { Args: never; Returns: boolean };
      is_api_user: { Args: never; Returns: boolean };
      is_order_buyer: { Args: { p_order_id: string }; Returns: boolean };
      is_order_seller: { Args: { p_order_id: string }; Returns: boolean };
      is_seller: { Args: never; Returns: boolean };
      is_shipment_seller: { Args: { p_shipment_id: number }; Returns: boolean };
      is_valid_phone: { Args: { p_phone: string }; Returns: boolean };
      listed_seller_ids: { Args: never; Returns: string[] };
      lock_seller_balance: {
        Args: { p_seller: string };
        Returns: {
          balance: number;
          commission_total: number;
          credited_total: number;
          paid_total: number;
          seller_id: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'seller_balances';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      log_order_event: {
        Args: {
          p_actor: string;
          p_kind: string;
          p_note?: string;
          p_order: string;
          p_shipment?: number;
          p_status: string;
        };
        Returns: undefined;
      };
      mail_greeting: { Args: { p_profile: string }; Returns: string };
      mail_max_attempts: { Args: never; Returns: number };
      mail_order_cancelled: { Args: { p_order: string; p_reason: string }; Returns: undefined };
      mail_retry_delay: { Args: { p_failures: number }; Returns: string };
      mail_review_moderated: { Args: { p_reason: string; p_review: number }; Returns: undefined };
      mail_seller_new_shipment: { Args: { p_shipment: number }; Returns: undefined };
      mail_seller_verification: {
        Args: { p_kind: string; p_reason: string; p_seller: string };
        Returns: undefined;
      };
      mail_subject_text: { Args: { p_text: string }; Returns: string };
      mail_time_wib: { Args: { p_at: string }; Returns: string };
      mark_mail_failed: {
        Args: { error: string; mail_id: number };
        Returns: {
          attempts: number;
          body: string;
          claimed_at: string | null;
          created_at: string;
          id: number;
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          subject: string;
          template: string;
        };
        SetofOptions: {
          from: '*';
          to: 'mail_outbox';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      mark_mail_sent: {
        Args: { mail_id: number; message_id?: string };
        Returns: {
          attempts: number;
          body: string;
          claimed_at: string | null;
          created_at: string;
          id: number;
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          subject: string;
          template: string;
        };
        SetofOptions: {
          from: '*';
          to: 'mail_outbox';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      member_status: {
        Args: { profile_ids: string[] };
        Returns: {
          is_member: boolean;
          member_since: string;
          profile_id: string;
        }[];
      };
      merge_cart: {
        Args: { lines: Json; merge_key?: string };
        Returns: {
          created_at: string;
          id: number;
          product_id: number;
          quantity: number;
          updated_at: string;
          user_id: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'cart_items';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      mfa_assurance_ok: { Args: never; Returns: boolean };
      moderate_review: {
        Args: { hidden: boolean; reason?: string; review_id: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      my_shu_estimate: {
        Args: { year?: number };
        Returns: {
          book_year: number;
          capital: number;
          is_final: boolean;
          jasa_modal: number;
          jasa_usaha: number;
          lines: Json;
          member_number: string;
          purchases: number;
          rule_version: number;
          rule_year: number;
          sales: number;
          total: number;
          transactions: number;
        }[];
      };
      national_phone: { Args: { p_phone: string }; Returns: string };
      normalize_tracking_number: { Args: { p_courier: string; p_tracking: string }; Returns: string };
      order_lines: {
        Args: { p_items: Json };
        Returns: {
          product_id: number;
          quantity: number;
        }[];
      };
      order_settings: { Args: never; Returns: Record<string, unknown> };
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
          status: string;
          street: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'orders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      price_rupiah: { Args: { p_price: number }; Returns: number };
      product_member_shares: {
        Args: { product_ids: number[] };
        Returns: {
          commission_amount: number;
          commission_rate: number;
          division: string;
          member_amount: number;
          member_percent: number;
          price: number;
          producer_label: string;
          product_id: number;
          seller_is_member: boolean;
        }[];
      };
      product_review_stats: {
        Args: { product_id: number };
        Returns: {
          reviews: number;
          stars: number;
        }[];
      };
      queue_review_reminders: { Args: never; Returns: number };
      quote_order: { Args: { items: Json; province?: string }; Returns: Json };
      record_capital: {
        Args: { amount: number; kind: string; member_id: string; note?: string; paid_on: string };
        Returns: {
          amount: number;
          created_at: string;
          id: number;
          kind: string;
          member_id: string;
          note: string | null;
          paid_on: string;
          recorded_by: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'member_capital_entries';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_payout: {
        Args: {
          amount: number;
          note?: string;
          paid_on: string;
          seller_id: string;
          transfer_reference: string;
        };
        Returns: {
          amount: number;
          created_at: string;
          id: number;
          note: string | null;
          paid_on: string;
          recorded_by: string | null;
          seller_id: string;
          transfer_reference: string;
        };
        SetofOptions: {
          from: '*';
          to: 'seller_payouts';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_snap_transaction: {
        Args: { order_id: string; redirect_url: string; snap_token: string };
        Returns: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_payments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      refresh_order_status: { Args: { p_actor: string; p_order: string }; Returns: string };
      refresh_product_rating: { Args: { p_product_id: number }; Returns: undefined };
      refresh_seller_figures: { Args: { p_user: string }; Returns: undefined };
      reply_contact_message: {
        Args: { body: string; message_id: number };
        Returns: {
          body: string;
          created_at: string;
          id: number;
          message_id: number;
          replied_by: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'contact_message_replies';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      reply_review: {
        Args: { reply: string; review_id: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      report_review: {
        Args: { reason: string; review_id: number };
        Returns: {
          created_at: string;
          id: number;
          reason: string;
          reporter_id: string;
          review_id: number;
        };
        SetofOptions: {
          from: '*';
          to: 'review_reports';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      resend_mail: {
        Args: { mail_id: number };
        Returns: {
          attempts: number;
          body: string;
          claimed_at: string | null;
          created_at: string;
          id: number;
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          subject: string;
          template: string;
        };
        SetofOptions: {
          from: '*';
          to: 'mail_outbox';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      restock_shipments: { Args: { p_shipments: number[] }; Returns: undefined };
      review_check_input: {
        Args: { p_body: string; p_photos: string[]; p_rating: number };
        Returns: undefined;
      };
      review_payment: {
        Args: { accept: boolean; order_id: string; reason?: string };
        Returns: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_payments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      review_seller_application: {
        Args: { approve: boolean; member_number?: string; reason?: string; seller_id: string };
        Returns: {
          bank_account_holder: string;
          bank_account_number: string;
          bank_name: string;
          business_name: string;
          created_at: string;
          division: string;
          ktp_photo_path: string;
          legal_name: string;
          membership: string;
          nik: string;
          review_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          seller_id: string;
          status: string;
          submitted_at: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'seller_applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      run_order_jobs: { Args: never; Returns: Json };
      rupiah_per_base_unit: { Args: never; Returns: number };
      save_shu_rule: {
        Args: { allocations: Json; note?: string; rat_date?: string; shu_total: number; year: number };
        Returns: {
          created_at: string;
          created_by: string | null;
          id: number;
          note: string | null;
          rat_date: string | null;
          shu_total: number;
          version: number;
          year: number;
        };
        SetofOptions: {
          from: '*';
          to: 'shu_rules';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      search_product_ranks: {
        Args: { q: string };
        Returns: {
          exact: boolean;
          id: number;
          similarity: number;
          tier: number;
        }[];
      };
      search_products: {
        Args: { q: string };
        Returns: {
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
        }[];
        SetofOptions: {
          from: '*';
          to: 'products';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      search_suggestions: { Args: { max_results?: number; q: string }; Returns: string[] };
      search_text: { Args: { q: string }; Returns: string };
      seller_balance_summary: {
        Args: { seller_id?: string };
        Returns: {
          balance: number;
          commission_total: number;
          credited_total: number;
          paid_total: number;
          pending: number;
        }[];
      };
      seller_balances_report: {
        Args: never;
        Returns: {
          balance: number;
          commission_total: number;
          credited_total: number;
          last_movement_at: string;
          member_number: string;
          paid_total: number;
          pending: number;
          seller_id: string;
          seller_name: string;
        }[];
      };
      seller_pending_amount: { Args: { p_seller: string }; Returns: number };
      seller_products_readable: { Args: { p_seller: string }; Returns: boolean };
      set_commission_rate: {
        Args: { division: string; effective_from?: string; note?: string; rate_percent: number };
        Returns: {
          created_at: string;
          created_by: string | null;
          division: string;
          effective_from: string;
          id: number;
          note: string | null;
          rate_percent: number;
        };
        SetofOptions: {
          from: '*';
          to: 'commission_rates';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_member: {
        Args: { joined_at: string; left_at?: string; member_number: string; profile_id: string };
        Returns: {
          created_at: string;
          created_by: string | null;
          joined_at: string;
          left_at: string | null;
          member_number: string;
          profile_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'cooperative_members';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      shipment_commission: { Args: { p_shipment_id: number }; Returns: number };
      shipping_rate_of: { Args: { p_province: string }; Returns: Record<string, unknown> };
      shu_allocation_report: {
        Args: { year: number };
        Returns: {
          base: string;
          distributed: number;
          line_no: number;
          name: string;
          parent_line_no: number;
          percent: number;
          pool: number;
          undistributed: number;
        }[];
      };
      shu_check_line: { Args: { p_component: boolean; p_label: string; p_line: Json }; Returns: undefined };
      shu_distribution_report: {
        Args: { year: number };
        Returns: {
          capital: number;
          full_name: string;
          jasa_modal: number;
          jasa_usaha: number;
          lines: Json;
          member_id: string;
          member_number: string;
          purchases: number;
          sales: number;
          total: number;
          transactions: number;
        }[];
      };
      shu_line_pools: {
        Args: { p_rule_id: number };
        Returns: {
          base: string;
          line_no: number;
          name: string;
          parent_line_no: number;
          percent: number;
          pool: number;
        }[];
      };
      shu_member_amounts: {
        Args: { p_rule_id: number; p_year: number };
        Returns: {
          amount: number;
          line_no: number;
          member_id: string;
        }[];
      };
      shu_member_bases: {
        Args: { p_year: number };
        Returns: {
          capital: number;
          full_name: string;
          member_id: string;
          member_number: string;
          purchases: number;
          sales: number;
        }[];
      };
      shu_member_rows: {
        Args: { p_rule_id: number; p_year: number };
        Returns: {
          capital: number;
          full_name: string;
          jasa_modal: number;
          jasa_usaha: number;
          lines: Json;
          member_id: string;
          member_number: string;
          purchases: number;
          sales: number;
          total: number;
        }[];
      };
      shu_require_rule: {
        Args: { p_year: number };
        Returns: {
          created_at: string;
          created_by: string | null;
          id: number;
          note: string | null;
          rat_date: string | null;
          shu_total: number;
          version: number;
          year: number;
        };
        SetofOptions: {
          from: '*';
          to: 'shu_rules';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      shu_rule_of: {
        Args: { p_year: number };
        Returns: {
          created_at: string;
          created_by: string | null;
          id: number;
          note: string | null;
          rat_date: string | null;
          shu_total: number;
          version: number;
          year: number;
        };
        SetofOptions: {
          from: '*';
          to: 'shu_rules';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      submit_payment_proof: {
        Args: { order_id: string; proof_path: string };
        Returns: {
          created_at: string;
          due_at: string | null;
          gateway_order_id: string | null;
          gateway_status: string | null;
          gateway_transaction_id: string | null;
          order_id: string;
          paid_at: string | null;
          payment_type: string | null;
          proof_path: string | null;
          proof_uploaded_at: string | null;
          refunded_at: string | null;
          rejection_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          shipping_cost: number;
          snap_redirect_url: string | null;
          snap_token: string | null;
          status: string;
          subtotal: number;
          total: number;
          unique_code: number;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_payments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      submit_review: {
        Args: { body?: string; order_item_id: number; photos?: string[]; rating: number };
        Returns: {
          author_id: string;
          body: string;
          created_at: string;
          edit_count: number;
          edited_at: string | null;
          hidden: boolean;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: number;
          order_item_id: number;
          photos: string[];
          product_id: number;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'product_reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      submit_seller_application: {
        Args: {
          bank_account_holder: string;
          bank_account_number: string;
          bank_name: string;
          business_name: string;
          division: string;
          ktp_photo_path: string;
          legal_name: string;
          membership: string;
          nik: string;
        };
        Returns: {
          bank_account_holder: string;
          bank_account_number: string;
          bank_name: string;
          business_name: string;
          created_at: string;
          division: string;
          ktp_photo_path: string;
          legal_name: string;
          membership: string;
          nik: string;
          review_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          seller_id: string;
          status: string;
          submitted_at: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'seller_applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      suspend_seller: {
        Args: { reason?: string; seller_id: string; suspended: boolean };
        Returns: {
          bank_account_holder: string;
          bank_account_number: string;
          bank_name: string;
          business_name: string;
          created_at: string;
          division: string;
          ktp_photo_path: string;
          legal_name: string;
          membership: string;
          nik: string;
          review_reason: string | null;
          reviewed_at: string | null;
          reviewed_by: string | null;
          seller_id: string;
          status: string;
          submitted_at: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'seller_applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      update_shipment: {
        Args: {
          courier?: string;
          reason?: string;
          shipment_id: number;
          status: string;
          tracking_number?: string;
        };
        Returns: {
          cancel_reason: string | null;
          cancelled_at: string | null;
          courier: string | null;
          created_at: string;
          id: number;
          order_id: string;
          received_at: string | null;
          released_at: string | null;
          seller_id: string;
          shipped_at: string | null;
          shipping_cost: number;
          status: string;
          subtotal: number;
          tracking_number: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'order_shipments';
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
