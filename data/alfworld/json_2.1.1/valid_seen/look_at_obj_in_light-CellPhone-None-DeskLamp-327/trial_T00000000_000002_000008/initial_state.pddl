(define (problem plan_trial_T00000000_000002_000008)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        PillowType - otype
        DeskLamp_bar__plus_01_dot_26_bar__plus_00_dot_92_bar__plus_00_dot_60 - object
        CellPhone_bar__plus_02_dot_38_bar__plus_00_dot_34_bar__plus_00_dot_90 - object
        Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05 - object
        CreditCard_bar__plus_01_dot_78_bar__plus_00_dot_84_bar__minus_00_dot_68 - object
        CreditCard_bar__plus_02_dot_68_bar__plus_00_dot_10_bar__minus_01_dot_56 - object
        Laptop_bar__plus_02_dot_15_bar__plus_00_dot_82_bar__minus_00_dot_03 - object
        Laptop_bar__plus_00_dot_23_bar__plus_00_dot_10_bar__minus_01_dot_87 - object
        Pen_bar__minus_01_dot_71_bar__plus_00_dot_52_bar__minus_00_dot_83 - object
        Pen_bar__plus_00_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_76 - object
        Pillow_bar__minus_01_dot_51_bar__plus_00_dot_18_bar__minus_02_dot_53 - object
        Bed_bar__minus_01_dot_21_bar__plus_00_dot_02_bar__minus_00_dot_27 - receptacle
        Desk_bar__plus_00_dot_45_bar_00_dot_00_bar__minus_02_dot_53 - receptacle
        Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_64 - receptacle
        Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_96 - receptacle
        Drawer_bar__plus_00_dot_98_bar__plus_00_dot_27_bar__minus_01_dot_64 - receptacle
        Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_64 - receptacle
        Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_96 - receptacle
        Drawer_bar__minus_01_dot_35_bar__plus_00_dot_19_bar__minus_02_dot_05 - receptacle
        Dresser_bar__minus_01_dot_47_bar__plus_00_dot_03_bar__minus_02_dot_05 - receptacle
        GarbageCan_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_94 - receptacle
        Shelf_bar__plus_01_dot_22_bar__plus_00_dot_86_bar__minus_01_dot_80 - receptacle
        Shelf_bar__plus_01_dot_26_bar__plus_00_dot_38_bar__minus_00_dot_26 - receptacle
        Shelf_bar__plus_01_dot_26_bar__plus_01_dot_40_bar__minus_00_dot_26 - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_1_bar_30 - location
        loc_bar_12_bar_0_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_30 - location
        loc_bar_1_bar__minus_6_bar_1_bar_30 - location
        loc_bar_2_bar__minus_1_bar_1_bar_0 - location
        loc_bar_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_6_bar_1_bar_30 - location
        loc_bar_2_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_2_bar_5_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar_0_bar_3_bar_30)
        (receptacleType Bed_bar__minus_01_dot_21_bar__plus_00_dot_02_bar__minus_00_dot_27 BedType)
        (receptacleAtLocation Bed_bar__minus_01_dot_21_bar__plus_00_dot_02_bar__minus_00_dot_27 loc_bar_0_bar_0_bar_3_bar_30)
        (receptacleType Desk_bar__plus_00_dot_45_bar_00_dot_00_bar__minus_02_dot_53 DeskType)
        (receptacleAtLocation Desk_bar__plus_00_dot_45_bar_00_dot_00_bar__minus_02_dot_53 loc_bar_2_bar__minus_6_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_64 loc_bar_0_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_64)
        (receptacleType Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_96 loc_bar_0_bar__minus_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_98_bar__plus_00_dot_14_bar__minus_01_dot_96)
        (receptacleType Drawer_bar__plus_00_dot_98_bar__plus_00_dot_27_bar__minus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_98_bar__plus_00_dot_27_bar__minus_01_dot_64 loc_bar__minus_1_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_98_bar__plus_00_dot_27_bar__minus_01_dot_64)
        (receptacleType Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_64 loc_bar_1_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_64)
        (receptacleType Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_96 loc_bar_1_bar__minus_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_96)
        (receptacleType Drawer_bar__minus_01_dot_35_bar__plus_00_dot_19_bar__minus_02_dot_05 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_35_bar__plus_00_dot_19_bar__minus_02_dot_05 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_35_bar__plus_00_dot_19_bar__minus_02_dot_05)
        (receptacleType Dresser_bar__minus_01_dot_47_bar__plus_00_dot_03_bar__minus_02_dot_05 DresserType)
        (receptacleAtLocation Dresser_bar__minus_01_dot_47_bar__plus_00_dot_03_bar__minus_02_dot_05 loc_bar__minus_3_bar__minus_8_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_94 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_94 loc_bar__minus_2_bar_5_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_22_bar__plus_00_dot_86_bar__minus_01_dot_80 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_22_bar__plus_00_dot_86_bar__minus_01_dot_80 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_26_bar__plus_00_dot_38_bar__minus_00_dot_26 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_26_bar__plus_00_dot_38_bar__minus_00_dot_26 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_26_bar__plus_01_dot_40_bar__minus_00_dot_26 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_26_bar__plus_01_dot_40_bar__minus_00_dot_26 loc_bar_2_bar__minus_1_bar_1_bar_0)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BowlType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DresserType BowlType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain FridgeType BowlType)
        (canContain GarbageCanType PenType)
        (canContain MicrowaveType BowlType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_01_dot_26_bar__plus_00_dot_92_bar__plus_00_dot_60 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_26_bar__plus_00_dot_92_bar__plus_00_dot_60 Shelf_bar__plus_01_dot_22_bar__plus_00_dot_86_bar__minus_01_dot_80)
        (objectAtLocation DeskLamp_bar__plus_01_dot_26_bar__plus_00_dot_92_bar__plus_00_dot_60 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_26_bar__plus_00_dot_92_bar__plus_00_dot_60)
        (objectType CellPhone_bar__plus_02_dot_38_bar__plus_00_dot_34_bar__plus_00_dot_90 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_38_bar__plus_00_dot_34_bar__plus_00_dot_90 Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_64)
        (objectAtLocation CellPhone_bar__plus_02_dot_38_bar__plus_00_dot_34_bar__plus_00_dot_90 loc_bar_1_bar__minus_5_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_38_bar__plus_00_dot_34_bar__plus_00_dot_90)
        (objectType Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05 Desk_bar__plus_00_dot_45_bar_00_dot_00_bar__minus_02_dot_53)
        (objectAtLocation Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05 loc_bar_2_bar__minus_6_bar_2_bar_30)
        (pickupable Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05)
        (cleanable Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05)
        (coolable Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05)
        (isReceptacleObject Bowl_bar__minus_00_dot_98_bar__plus_01_dot_11_bar__plus_01_dot_05)
        (objectType CreditCard_bar__plus_01_dot_78_bar__plus_00_dot_84_bar__minus_00_dot_68 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_78_bar__plus_00_dot_84_bar__minus_00_dot_68 Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_96)
        (objectAtLocation CreditCard_bar__plus_01_dot_78_bar__plus_00_dot_84_bar__minus_00_dot_68 loc_bar_1_bar__minus_6_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_78_bar__plus_00_dot_84_bar__minus_00_dot_68)
        (objectType CreditCard_bar__plus_02_dot_68_bar__plus_00_dot_10_bar__minus_01_dot_56 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_68_bar__plus_00_dot_10_bar__minus_01_dot_56 Drawer_bar__plus_00_dot_98_bar__plus_00_dot_40_bar__minus_01_dot_64)
        (objectAtLocation CreditCard_bar__plus_02_dot_68_bar__plus_00_dot_10_bar__minus_01_dot_56 loc_bar_1_bar__minus_5_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_68_bar__plus_00_dot_10_bar__minus_01_dot_56)
        (objectType Laptop_bar__plus_02_dot_15_bar__plus_00_dot_82_bar__minus_00_dot_03 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_15_bar__plus_00_dot_82_bar__minus_00_dot_03 Desk_bar__plus_00_dot_45_bar_00_dot_00_bar__minus_02_dot_53)
        (objectAtLocation Laptop_bar__plus_02_dot_15_bar__plus_00_dot_82_bar__minus_00_dot_03 loc_bar_2_bar__minus_6_bar_2_bar_30)
        (pickupable Laptop_bar__plus_02_dot_15_bar__plus_00_dot_82_bar__minus_00_dot_03)
        (objectType Laptop_bar__plus_00_dot_23_bar__plus_00_dot_10_bar__minus_01_dot_87 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_23_bar__plus_00_dot_10_bar__minus_01_dot_87 Bed_bar__minus_01_dot_21_bar__plus_00_dot_02_bar__minus_00_dot_27)
        (objectAtLocation Laptop_bar__plus_00_dot_23_bar__plus_00_dot_10_bar__minus_01_dot_87 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar__plus_00_dot_23_bar__plus_00_dot_10_bar__minus_01_dot_87)
        (objectType Pen_bar__minus_01_dot_71_bar__plus_00_dot_52_bar__minus_00_dot_83 PenType)
        (inReceptacle Pen_bar__minus_01_dot_71_bar__plus_00_dot_52_bar__minus_00_dot_83 Shelf_bar__plus_01_dot_26_bar__plus_00_dot_38_bar__minus_00_dot_26)
        (objectAtLocation Pen_bar__minus_01_dot_71_bar__plus_00_dot_52_bar__minus_00_dot_83 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable Pen_bar__minus_01_dot_71_bar__plus_00_dot_52_bar__minus_00_dot_83)
        (objectType Pen_bar__plus_00_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_76 PenType)
        (inReceptacle Pen_bar__plus_00_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_76 Dresser_bar__minus_01_dot_47_bar__plus_00_dot_03_bar__minus_02_dot_05)
        (objectAtLocation Pen_bar__plus_00_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_76 loc_bar__minus_3_bar__minus_8_bar_3_bar_30)
        (pickupable Pen_bar__plus_00_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_76)
        (objectType Pillow_bar__minus_01_dot_51_bar__plus_00_dot_18_bar__minus_02_dot_53 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_51_bar__plus_00_dot_18_bar__minus_02_dot_53 Bed_bar__minus_01_dot_21_bar__plus_00_dot_02_bar__minus_00_dot_27)
        (objectAtLocation Pillow_bar__minus_01_dot_51_bar__plus_00_dot_18_bar__minus_02_dot_53 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_51_bar__plus_00_dot_18_bar__minus_02_dot_53)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
