(define (problem plan_trial_T00000000_000002_000009)
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
        BowlType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        PillowType - otype
        DeskLamp_bar__plus_02_dot_33_bar__plus_00_dot_77_bar__minus_02_dot_17 - object
        CellPhone_bar__plus_00_dot_56_bar__plus_00_dot_82_bar__minus_00_dot_40 - object
        CellPhone_bar__plus_00_dot_37_bar__plus_01_dot_28_bar__plus_01_dot_64 - object
        CellPhone_bar__plus_00_dot_66_bar__plus_01_dot_48_bar__plus_01_dot_27 - object
        Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17 - object
        Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57 - object
        CreditCard_bar__minus_02_dot_73_bar__plus_00_dot_98_bar__minus_00_dot_75 - object
        CreditCard_bar__minus_01_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_18 - object
        Pillow_bar__minus_01_dot_85_bar__plus_00_dot_28_bar__minus_00_dot_48 - object
        Pillow_bar__plus_02_dot_46_bar__plus_01_dot_37_bar__minus_01_dot_98 - object
        Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 - receptacle
        Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 - receptacle
        Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 - receptacle
        SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 - receptacle
        loc_bar_1_bar__minus_7_bar_2_bar_30 - location
        loc_bar__minus_1_bar_0_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (receptacleType Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (receptacleType Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32)
        (receptacleType Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (canContain BedType CellPhoneType)
        (canContain BedType PillowType)
        (canContain DeskType BowlType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BowlType)
        (canContain MicrowaveType BowlType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain SideTableType BowlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_02_dot_33_bar__plus_00_dot_77_bar__minus_02_dot_17 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_33_bar__plus_00_dot_77_bar__minus_02_dot_17 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation DeskLamp_bar__plus_02_dot_33_bar__plus_00_dot_77_bar__minus_02_dot_17 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (toggleable DeskLamp_bar__plus_02_dot_33_bar__plus_00_dot_77_bar__minus_02_dot_17)
        (objectType CellPhone_bar__plus_00_dot_56_bar__plus_00_dot_82_bar__minus_00_dot_40 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_56_bar__plus_00_dot_82_bar__minus_00_dot_40 Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32)
        (objectAtLocation CellPhone_bar__plus_00_dot_56_bar__plus_00_dot_82_bar__minus_00_dot_40 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_56_bar__plus_00_dot_82_bar__minus_00_dot_40)
        (objectType CellPhone_bar__plus_00_dot_37_bar__plus_01_dot_28_bar__plus_01_dot_64 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_37_bar__plus_01_dot_28_bar__plus_01_dot_64 Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33)
        (objectAtLocation CellPhone_bar__plus_00_dot_37_bar__plus_01_dot_28_bar__plus_01_dot_64 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_37_bar__plus_01_dot_28_bar__plus_01_dot_64)
        (objectType CellPhone_bar__plus_00_dot_66_bar__plus_01_dot_48_bar__plus_01_dot_27 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_66_bar__plus_01_dot_48_bar__plus_01_dot_27 Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32)
        (objectAtLocation CellPhone_bar__plus_00_dot_66_bar__plus_01_dot_48_bar__plus_01_dot_27 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_66_bar__plus_01_dot_48_bar__plus_01_dot_27)
        (objectType Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17)
        (cleanable Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17)
        (coolable Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17)
        (isReceptacleObject Bowl_bar__plus_02_dot_27_bar__plus_00_dot_34_bar__minus_00_dot_17)
        (objectType Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57)
        (cleanable Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57)
        (coolable Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57)
        (isReceptacleObject Bowl_bar__plus_02_dot_29_bar__plus_00_dot_96_bar__minus_01_dot_57)
        (objectType CreditCard_bar__minus_02_dot_73_bar__plus_00_dot_98_bar__minus_00_dot_75 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_73_bar__plus_00_dot_98_bar__minus_00_dot_75 Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32)
        (objectAtLocation CreditCard_bar__minus_02_dot_73_bar__plus_00_dot_98_bar__minus_00_dot_75 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_73_bar__plus_00_dot_98_bar__minus_00_dot_75)
        (objectType CreditCard_bar__minus_01_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_18 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_18 SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38)
        (objectAtLocation CreditCard_bar__minus_01_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_18 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_18)
        (objectType Pillow_bar__minus_01_dot_85_bar__plus_00_dot_28_bar__minus_00_dot_48 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_85_bar__plus_00_dot_28_bar__minus_00_dot_48 Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33)
        (objectAtLocation Pillow_bar__minus_01_dot_85_bar__plus_00_dot_28_bar__minus_00_dot_48 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar__minus_01_dot_85_bar__plus_00_dot_28_bar__minus_00_dot_48)
        (objectType Pillow_bar__plus_02_dot_46_bar__plus_01_dot_37_bar__minus_01_dot_98 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_46_bar__plus_01_dot_37_bar__minus_01_dot_98 Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33)
        (objectAtLocation Pillow_bar__plus_02_dot_46_bar__plus_01_dot_37_bar__minus_01_dot_98 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar__plus_02_dot_46_bar__plus_01_dot_37_bar__minus_01_dot_98)
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
