(define (problem plan_trial_T00000000_000002_000007)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BasketBallType - otype
        BowlType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        DeskLamp_bar__minus_01_dot_63_bar__plus_01_dot_36_bar__plus_02_dot_21 - object
        CD_bar__minus_02_dot_38_bar__plus_01_dot_04_bar__minus_02_dot_57 - object
        CD_bar__minus_00_dot_18_bar__plus_01_dot_40_bar__plus_01_dot_11 - object
        CD_bar__minus_02_dot_18_bar__plus_00_dot_99_bar__minus_02_dot_62 - object
        AlarmClock_bar__minus_01_dot_05_bar__plus_00_dot_38_bar__minus_00_dot_14 - object
        AlarmClock_bar__plus_01_dot_29_bar__plus_00_dot_84_bar__minus_01_dot_59 - object
        BasketBall_bar__plus_00_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_52 - object
        Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20 - object
        CellPhone_bar__plus_01_dot_43_bar__plus_00_dot_49_bar__minus_00_dot_28 - object
        CellPhone_bar__minus_01_dot_97_bar__plus_01_dot_30_bar__plus_01_dot_67 - object
        CreditCard_bar__minus_00_dot_90_bar__plus_00_dot_74_bar__minus_02_dot_51 - object
        CreditCard_bar__plus_00_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_32 - object
        KeyChain_bar__plus_00_dot_99_bar__plus_00_dot_79_bar__minus_01_dot_86 - object
        Laptop_bar__plus_01_dot_56_bar__plus_00_dot_67_bar__plus_00_dot_06 - object
        Laptop_bar__minus_01_dot_95_bar__plus_01_dot_35_bar__plus_00_dot_24 - object
        Pen_bar__minus_00_dot_89_bar__plus_01_dot_07_bar__minus_01_dot_98 - object
        Pen_bar__minus_02_dot_85_bar__plus_00_dot_71_bar__minus_02_dot_87 - object
        Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 - receptacle
        Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 - receptacle
        GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_4_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_9_bar_2_bar_30)
        (receptacleType Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (receptacleType Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (receptacleType GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (canContain BedType BasketBallType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain FridgeType BowlType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain MicrowaveType BowlType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__minus_01_dot_63_bar__plus_01_dot_36_bar__plus_02_dot_21 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_01_dot_63_bar__plus_01_dot_36_bar__plus_02_dot_21 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation DeskLamp_bar__minus_01_dot_63_bar__plus_01_dot_36_bar__plus_02_dot_21 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_63_bar__plus_01_dot_36_bar__plus_02_dot_21)
        (objectType CD_bar__minus_02_dot_38_bar__plus_01_dot_04_bar__minus_02_dot_57 CDType)
        (inReceptacle CD_bar__minus_02_dot_38_bar__plus_01_dot_04_bar__minus_02_dot_57 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation CD_bar__minus_02_dot_38_bar__plus_01_dot_04_bar__minus_02_dot_57 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable CD_bar__minus_02_dot_38_bar__plus_01_dot_04_bar__minus_02_dot_57)
        (objectType CD_bar__minus_00_dot_18_bar__plus_01_dot_40_bar__plus_01_dot_11 CDType)
        (inReceptacle CD_bar__minus_00_dot_18_bar__plus_01_dot_40_bar__plus_01_dot_11 GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34)
        (objectAtLocation CD_bar__minus_00_dot_18_bar__plus_01_dot_40_bar__plus_01_dot_11 loc_bar_1_bar_0_bar_3_bar_30)
        (pickupable CD_bar__minus_00_dot_18_bar__plus_01_dot_40_bar__plus_01_dot_11)
        (objectType CD_bar__minus_02_dot_18_bar__plus_00_dot_99_bar__minus_02_dot_62 CDType)
        (inReceptacle CD_bar__minus_02_dot_18_bar__plus_00_dot_99_bar__minus_02_dot_62 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41)
        (objectAtLocation CD_bar__minus_02_dot_18_bar__plus_00_dot_99_bar__minus_02_dot_62 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (pickupable CD_bar__minus_02_dot_18_bar__plus_00_dot_99_bar__minus_02_dot_62)
        (objectType AlarmClock_bar__minus_01_dot_05_bar__plus_00_dot_38_bar__minus_00_dot_14 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_05_bar__plus_00_dot_38_bar__minus_00_dot_14 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation AlarmClock_bar__minus_01_dot_05_bar__plus_00_dot_38_bar__minus_00_dot_14 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_05_bar__plus_00_dot_38_bar__minus_00_dot_14)
        (objectType AlarmClock_bar__plus_01_dot_29_bar__plus_00_dot_84_bar__minus_01_dot_59 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_01_dot_29_bar__plus_00_dot_84_bar__minus_01_dot_59 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation AlarmClock_bar__plus_01_dot_29_bar__plus_00_dot_84_bar__minus_01_dot_59 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable AlarmClock_bar__plus_01_dot_29_bar__plus_00_dot_84_bar__minus_01_dot_59)
        (objectType BasketBall_bar__plus_00_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_52 BasketBallType)
        (inReceptacle BasketBall_bar__plus_00_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_52 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation BasketBall_bar__plus_00_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_52 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable BasketBall_bar__plus_00_dot_09_bar__plus_00_dot_28_bar__plus_01_dot_52)
        (objectType Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41)
        (objectAtLocation Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (pickupable Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20)
        (cleanable Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20)
        (coolable Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20)
        (isReceptacleObject Bowl_bar__minus_02_dot_55_bar__plus_00_dot_25_bar__minus_02_dot_20)
        (objectType CellPhone_bar__plus_01_dot_43_bar__plus_00_dot_49_bar__minus_00_dot_28 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_43_bar__plus_00_dot_49_bar__minus_00_dot_28 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation CellPhone_bar__plus_01_dot_43_bar__plus_00_dot_49_bar__minus_00_dot_28 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable CellPhone_bar__plus_01_dot_43_bar__plus_00_dot_49_bar__minus_00_dot_28)
        (objectType CellPhone_bar__minus_01_dot_97_bar__plus_01_dot_30_bar__plus_01_dot_67 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_97_bar__plus_01_dot_30_bar__plus_01_dot_67 Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (objectAtLocation CellPhone_bar__minus_01_dot_97_bar__plus_01_dot_30_bar__plus_01_dot_67 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_97_bar__plus_01_dot_30_bar__plus_01_dot_67)
        (objectType CreditCard_bar__minus_00_dot_90_bar__plus_00_dot_74_bar__minus_02_dot_51 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_90_bar__plus_00_dot_74_bar__minus_02_dot_51 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation CreditCard_bar__minus_00_dot_90_bar__plus_00_dot_74_bar__minus_02_dot_51 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_90_bar__plus_00_dot_74_bar__minus_02_dot_51)
        (objectType CreditCard_bar__plus_00_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_32 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_32 Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (objectAtLocation CreditCard_bar__plus_00_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_32 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_32)
        (objectType KeyChain_bar__plus_00_dot_99_bar__plus_00_dot_79_bar__minus_01_dot_86 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_99_bar__plus_00_dot_79_bar__minus_01_dot_86 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation KeyChain_bar__plus_00_dot_99_bar__plus_00_dot_79_bar__minus_01_dot_86 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable KeyChain_bar__plus_00_dot_99_bar__plus_00_dot_79_bar__minus_01_dot_86)
        (objectType Laptop_bar__plus_01_dot_56_bar__plus_00_dot_67_bar__plus_00_dot_06 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_56_bar__plus_00_dot_67_bar__plus_00_dot_06 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation Laptop_bar__plus_01_dot_56_bar__plus_00_dot_67_bar__plus_00_dot_06 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable Laptop_bar__plus_01_dot_56_bar__plus_00_dot_67_bar__plus_00_dot_06)
        (objectType Laptop_bar__minus_01_dot_95_bar__plus_01_dot_35_bar__plus_00_dot_24 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_95_bar__plus_01_dot_35_bar__plus_00_dot_24 Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67)
        (objectAtLocation Laptop_bar__minus_01_dot_95_bar__plus_01_dot_35_bar__plus_00_dot_24 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_95_bar__plus_01_dot_35_bar__plus_00_dot_24)
        (objectType Pen_bar__minus_00_dot_89_bar__plus_01_dot_07_bar__minus_01_dot_98 PenType)
        (inReceptacle Pen_bar__minus_00_dot_89_bar__plus_01_dot_07_bar__minus_01_dot_98 Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation Pen_bar__minus_00_dot_89_bar__plus_01_dot_07_bar__minus_01_dot_98 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable Pen_bar__minus_00_dot_89_bar__plus_01_dot_07_bar__minus_01_dot_98)
        (objectType Pen_bar__minus_02_dot_85_bar__plus_00_dot_71_bar__minus_02_dot_87 PenType)
        (inReceptacle Pen_bar__minus_02_dot_85_bar__plus_00_dot_71_bar__minus_02_dot_87 Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (objectAtLocation Pen_bar__minus_02_dot_85_bar__plus_00_dot_71_bar__minus_02_dot_87 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable Pen_bar__minus_02_dot_85_bar__plus_00_dot_71_bar__minus_02_dot_87)
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
                         (objectType ?o CDType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
