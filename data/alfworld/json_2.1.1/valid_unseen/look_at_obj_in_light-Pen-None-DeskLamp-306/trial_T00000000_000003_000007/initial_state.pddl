(define (problem plan_trial_T00000000_000003_000007)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        DeskLamp_bar__plus_01_dot_00_bar__plus_00_dot_44_bar__plus_02_dot_90 - object
        Pen_bar__plus_01_dot_51_bar__plus_00_dot_14_bar__plus_01_dot_24 - object
        Pen_bar__minus_01_dot_95_bar__plus_01_dot_10_bar__plus_02_dot_84 - object
        Pen_bar__minus_02_dot_84_bar__plus_01_dot_25_bar__plus_01_dot_10 - object
        AlarmClock_bar__minus_02_dot_42_bar__plus_00_dot_82_bar__plus_00_dot_58 - object
        AlarmClock_bar__minus_02_dot_04_bar__plus_00_dot_39_bar__minus_00_dot_43 - object
        Book_bar__minus_00_dot_49_bar__plus_00_dot_30_bar__plus_00_dot_15 - object
        Book_bar__plus_00_dot_80_bar__plus_00_dot_86_bar__minus_00_dot_07 - object
        CD_bar__minus_00_dot_11_bar__plus_00_dot_92_bar__plus_00_dot_88 - object
        CellPhone_bar__plus_00_dot_28_bar__plus_01_dot_35_bar__minus_00_dot_06 - object
        CellPhone_bar__minus_01_dot_26_bar__plus_00_dot_34_bar__minus_01_dot_85 - object
        CreditCard_bar__plus_01_dot_87_bar__plus_00_dot_31_bar__plus_00_dot_47 - object
        CreditCard_bar__plus_02_dot_96_bar__plus_01_dot_42_bar__plus_01_dot_01 - object
        KeyChain_bar__plus_00_dot_67_bar__plus_00_dot_66_bar__minus_00_dot_58 - object
        Pencil_bar__plus_02_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_86 - object
        Pillow_bar__plus_01_dot_24_bar__plus_01_dot_26_bar__minus_00_dot_46 - object
        Pillow_bar__plus_02_dot_12_bar__plus_00_dot_51_bar__minus_01_dot_95 - object
        Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 - receptacle
        Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 - receptacle
        Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 - receptacle
        SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 - receptacle
        loc_bar_12_bar_0_bar_0_bar_30 - location
        loc_bar_12_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_3_bar_1_bar_30)
        (receptacleType Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (receptacleType Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 loc_bar_12_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 loc_bar_12_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19)
        (receptacleType Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 loc_bar_5_bar_3_bar_1_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_01_dot_00_bar__plus_00_dot_44_bar__plus_02_dot_90 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_00_bar__plus_00_dot_44_bar__plus_02_dot_90 Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53)
        (objectAtLocation DeskLamp_bar__plus_01_dot_00_bar__plus_00_dot_44_bar__plus_02_dot_90 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_00_bar__plus_00_dot_44_bar__plus_02_dot_90)
        (objectType Pen_bar__plus_01_dot_51_bar__plus_00_dot_14_bar__plus_01_dot_24 PenType)
        (inReceptacle Pen_bar__plus_01_dot_51_bar__plus_00_dot_14_bar__plus_01_dot_24 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (objectAtLocation Pen_bar__plus_01_dot_51_bar__plus_00_dot_14_bar__plus_01_dot_24 loc_bar_12_bar_1_bar_0_bar_30)
        (pickupable Pen_bar__plus_01_dot_51_bar__plus_00_dot_14_bar__plus_01_dot_24)
        (objectType Pen_bar__minus_01_dot_95_bar__plus_01_dot_10_bar__plus_02_dot_84 PenType)
        (inReceptacle Pen_bar__minus_01_dot_95_bar__plus_01_dot_10_bar__plus_02_dot_84 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19)
        (objectAtLocation Pen_bar__minus_01_dot_95_bar__plus_01_dot_10_bar__plus_02_dot_84 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_95_bar__plus_01_dot_10_bar__plus_02_dot_84)
        (objectType Pen_bar__minus_02_dot_84_bar__plus_01_dot_25_bar__plus_01_dot_10 PenType)
        (inReceptacle Pen_bar__minus_02_dot_84_bar__plus_01_dot_25_bar__plus_01_dot_10 Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53)
        (objectAtLocation Pen_bar__minus_02_dot_84_bar__plus_01_dot_25_bar__plus_01_dot_10 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (pickupable Pen_bar__minus_02_dot_84_bar__plus_01_dot_25_bar__plus_01_dot_10)
        (objectType AlarmClock_bar__minus_02_dot_42_bar__plus_00_dot_82_bar__plus_00_dot_58 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_42_bar__plus_00_dot_82_bar__plus_00_dot_58 SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation AlarmClock_bar__minus_02_dot_42_bar__plus_00_dot_82_bar__plus_00_dot_58 loc_bar_5_bar_3_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_42_bar__plus_00_dot_82_bar__plus_00_dot_58)
        (objectType AlarmClock_bar__minus_02_dot_04_bar__plus_00_dot_39_bar__minus_00_dot_43 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_04_bar__plus_00_dot_39_bar__minus_00_dot_43 SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation AlarmClock_bar__minus_02_dot_04_bar__plus_00_dot_39_bar__minus_00_dot_43 loc_bar_5_bar_3_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_04_bar__plus_00_dot_39_bar__minus_00_dot_43)
        (objectType Book_bar__minus_00_dot_49_bar__plus_00_dot_30_bar__plus_00_dot_15 BookType)
        (inReceptacle Book_bar__minus_00_dot_49_bar__plus_00_dot_30_bar__plus_00_dot_15 Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91)
        (objectAtLocation Book_bar__minus_00_dot_49_bar__plus_00_dot_30_bar__plus_00_dot_15 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Book_bar__minus_00_dot_49_bar__plus_00_dot_30_bar__plus_00_dot_15)
        (objectType Book_bar__plus_00_dot_80_bar__plus_00_dot_86_bar__minus_00_dot_07 BookType)
        (inReceptacle Book_bar__plus_00_dot_80_bar__plus_00_dot_86_bar__minus_00_dot_07 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16)
        (objectAtLocation Book_bar__plus_00_dot_80_bar__plus_00_dot_86_bar__minus_00_dot_07 loc_bar_12_bar_0_bar_0_bar_30)
        (pickupable Book_bar__plus_00_dot_80_bar__plus_00_dot_86_bar__minus_00_dot_07)
        (objectType CD_bar__minus_00_dot_11_bar__plus_00_dot_92_bar__plus_00_dot_88 CDType)
        (inReceptacle CD_bar__minus_00_dot_11_bar__plus_00_dot_92_bar__plus_00_dot_88 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (objectAtLocation CD_bar__minus_00_dot_11_bar__plus_00_dot_92_bar__plus_00_dot_88 loc_bar_12_bar_1_bar_0_bar_30)
        (pickupable CD_bar__minus_00_dot_11_bar__plus_00_dot_92_bar__plus_00_dot_88)
        (objectType CellPhone_bar__plus_00_dot_28_bar__plus_01_dot_35_bar__minus_00_dot_06 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_28_bar__plus_01_dot_35_bar__minus_00_dot_06 Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53)
        (objectAtLocation CellPhone_bar__plus_00_dot_28_bar__plus_01_dot_35_bar__minus_00_dot_06 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_28_bar__plus_01_dot_35_bar__minus_00_dot_06)
        (objectType CellPhone_bar__minus_01_dot_26_bar__plus_00_dot_34_bar__minus_01_dot_85 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_26_bar__plus_00_dot_34_bar__minus_01_dot_85 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19)
        (objectAtLocation CellPhone_bar__minus_01_dot_26_bar__plus_00_dot_34_bar__minus_01_dot_85 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_26_bar__plus_00_dot_34_bar__minus_01_dot_85)
        (objectType CreditCard_bar__plus_01_dot_87_bar__plus_00_dot_31_bar__plus_00_dot_47 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_87_bar__plus_00_dot_31_bar__plus_00_dot_47 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (objectAtLocation CreditCard_bar__plus_01_dot_87_bar__plus_00_dot_31_bar__plus_00_dot_47 loc_bar_12_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_87_bar__plus_00_dot_31_bar__plus_00_dot_47)
        (objectType CreditCard_bar__plus_02_dot_96_bar__plus_01_dot_42_bar__plus_01_dot_01 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_96_bar__plus_01_dot_42_bar__plus_01_dot_01 SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation CreditCard_bar__plus_02_dot_96_bar__plus_01_dot_42_bar__plus_01_dot_01 loc_bar_5_bar_3_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_96_bar__plus_01_dot_42_bar__plus_01_dot_01)
        (objectType KeyChain_bar__plus_00_dot_67_bar__plus_00_dot_66_bar__minus_00_dot_58 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_67_bar__plus_00_dot_66_bar__minus_00_dot_58 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16)
        (objectAtLocation KeyChain_bar__plus_00_dot_67_bar__plus_00_dot_66_bar__minus_00_dot_58 loc_bar_12_bar_0_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_67_bar__plus_00_dot_66_bar__minus_00_dot_58)
        (objectType Pencil_bar__plus_02_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_86 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_86 Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91)
        (objectAtLocation Pencil_bar__plus_02_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_86 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar__plus_02_dot_73_bar__plus_01_dot_06_bar__minus_02_dot_86)
        (objectType Pillow_bar__plus_01_dot_24_bar__plus_01_dot_26_bar__minus_00_dot_46 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_24_bar__plus_01_dot_26_bar__minus_00_dot_46 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_01_dot_24_bar__plus_01_dot_26_bar__minus_00_dot_46 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_24_bar__plus_01_dot_26_bar__minus_00_dot_46)
        (objectType Pillow_bar__plus_02_dot_12_bar__plus_00_dot_51_bar__minus_01_dot_95 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_12_bar__plus_00_dot_51_bar__minus_01_dot_95 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_02_dot_12_bar__plus_00_dot_51_bar__minus_01_dot_95 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_12_bar__plus_00_dot_51_bar__minus_01_dot_95)
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
                         (objectType ?o PenType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
