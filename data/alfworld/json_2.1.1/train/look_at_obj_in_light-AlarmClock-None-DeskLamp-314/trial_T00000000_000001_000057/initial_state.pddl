(define (problem plan_trial_T00000000_000001_000057)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        DeskLamp_bar__plus_02_dot_85_bar__plus_00_dot_57_bar__minus_00_dot_43 - object
        AlarmClock_bar__plus_01_dot_13_bar__plus_00_dot_61_bar__plus_00_dot_88 - object
        Box_bar__plus_02_dot_66_bar__plus_00_dot_05_bar__minus_02_dot_77 - object
        Box_bar__plus_02_dot_80_bar__plus_00_dot_15_bar__minus_01_dot_73 - object
        CreditCard_bar__plus_01_dot_85_bar__plus_00_dot_00_bar__minus_00_dot_12 - object
        CreditCard_bar__minus_01_dot_29_bar__plus_01_dot_47_bar__minus_01_dot_09 - object
        KeyChain_bar__minus_02_dot_71_bar__plus_00_dot_72_bar__minus_02_dot_82 - object
        Laptop_bar__minus_02_dot_91_bar__plus_00_dot_63_bar__minus_00_dot_38 - object
        Laptop_bar__plus_02_dot_58_bar__plus_00_dot_55_bar__minus_02_dot_55 - object
        Pillow_bar__plus_01_dot_12_bar__plus_00_dot_06_bar__minus_01_dot_39 - object
        Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61 - receptacle
        Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95 - receptacle
        Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48 - receptacle
        Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 - receptacle
        Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40 - receptacle
        Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 - receptacle
        loc_bar_12_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar_6_bar_6_bar_3_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_6_bar__minus_5_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar_1_bar_1_bar_30)
        (receptacleType Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61 loc_bar_6_bar_6_bar_3_bar_30)
        (receptacleType Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48)
        (receptacleType Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (receptacleType Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40)
        (receptacleType Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BoxType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_02_dot_85_bar__plus_00_dot_57_bar__minus_00_dot_43 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_85_bar__plus_00_dot_57_bar__minus_00_dot_43 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation DeskLamp_bar__plus_02_dot_85_bar__plus_00_dot_57_bar__minus_00_dot_43 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_85_bar__plus_00_dot_57_bar__minus_00_dot_43)
        (objectType AlarmClock_bar__plus_01_dot_13_bar__plus_00_dot_61_bar__plus_00_dot_88 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_01_dot_13_bar__plus_00_dot_61_bar__plus_00_dot_88 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation AlarmClock_bar__plus_01_dot_13_bar__plus_00_dot_61_bar__plus_00_dot_88 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable AlarmClock_bar__plus_01_dot_13_bar__plus_00_dot_61_bar__plus_00_dot_88)
        (objectType Box_bar__plus_02_dot_66_bar__plus_00_dot_05_bar__minus_02_dot_77 BoxType)
        (inReceptacle Box_bar__plus_02_dot_66_bar__plus_00_dot_05_bar__minus_02_dot_77 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation Box_bar__plus_02_dot_66_bar__plus_00_dot_05_bar__minus_02_dot_77 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable Box_bar__plus_02_dot_66_bar__plus_00_dot_05_bar__minus_02_dot_77)
        (isReceptacleObject Box_bar__plus_02_dot_66_bar__plus_00_dot_05_bar__minus_02_dot_77)
        (objectType Box_bar__plus_02_dot_80_bar__plus_00_dot_15_bar__minus_01_dot_73 BoxType)
        (inReceptacle Box_bar__plus_02_dot_80_bar__plus_00_dot_15_bar__minus_01_dot_73 Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (objectAtLocation Box_bar__plus_02_dot_80_bar__plus_00_dot_15_bar__minus_01_dot_73 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Box_bar__plus_02_dot_80_bar__plus_00_dot_15_bar__minus_01_dot_73)
        (isReceptacleObject Box_bar__plus_02_dot_80_bar__plus_00_dot_15_bar__minus_01_dot_73)
        (objectType CreditCard_bar__plus_01_dot_85_bar__plus_00_dot_00_bar__minus_00_dot_12 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_85_bar__plus_00_dot_00_bar__minus_00_dot_12 Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48)
        (objectAtLocation CreditCard_bar__plus_01_dot_85_bar__plus_00_dot_00_bar__minus_00_dot_12 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_85_bar__plus_00_dot_00_bar__minus_00_dot_12)
        (objectType CreditCard_bar__minus_01_dot_29_bar__plus_01_dot_47_bar__minus_01_dot_09 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_29_bar__plus_01_dot_47_bar__minus_01_dot_09 Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation CreditCard_bar__minus_01_dot_29_bar__plus_01_dot_47_bar__minus_01_dot_09 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_29_bar__plus_01_dot_47_bar__minus_01_dot_09)
        (objectType KeyChain_bar__minus_02_dot_71_bar__plus_00_dot_72_bar__minus_02_dot_82 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_71_bar__plus_00_dot_72_bar__minus_02_dot_82 Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation KeyChain_bar__minus_02_dot_71_bar__plus_00_dot_72_bar__minus_02_dot_82 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_71_bar__plus_00_dot_72_bar__minus_02_dot_82)
        (objectType Laptop_bar__minus_02_dot_91_bar__plus_00_dot_63_bar__minus_00_dot_38 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_91_bar__plus_00_dot_63_bar__minus_00_dot_38 Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (objectAtLocation Laptop_bar__minus_02_dot_91_bar__plus_00_dot_63_bar__minus_00_dot_38 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Laptop_bar__minus_02_dot_91_bar__plus_00_dot_63_bar__minus_00_dot_38)
        (objectType Laptop_bar__plus_02_dot_58_bar__plus_00_dot_55_bar__minus_02_dot_55 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_58_bar__plus_00_dot_55_bar__minus_02_dot_55 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation Laptop_bar__plus_02_dot_58_bar__plus_00_dot_55_bar__minus_02_dot_55 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable Laptop_bar__plus_02_dot_58_bar__plus_00_dot_55_bar__minus_02_dot_55)
        (objectType Pillow_bar__plus_01_dot_12_bar__plus_00_dot_06_bar__minus_01_dot_39 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_12_bar__plus_00_dot_06_bar__minus_01_dot_39 Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61)
        (objectAtLocation Pillow_bar__plus_01_dot_12_bar__plus_00_dot_06_bar__minus_01_dot_39 loc_bar_6_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_12_bar__plus_00_dot_06_bar__minus_01_dot_39)
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
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
