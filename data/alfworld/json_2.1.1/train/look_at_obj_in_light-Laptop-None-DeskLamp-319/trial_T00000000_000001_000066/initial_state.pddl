(define (problem plan_trial_T00000000_000001_000066)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        DeskLamp_bar__plus_00_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_57 - object
        Laptop_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_02_dot_58 - object
        Laptop_bar__minus_00_dot_89_bar__plus_00_dot_37_bar__plus_02_dot_61 - object
        Laptop_bar__minus_00_dot_77_bar__plus_00_dot_20_bar__plus_00_dot_84 - object
        Book_bar__plus_02_dot_40_bar__plus_00_dot_74_bar__plus_01_dot_80 - object
        CD_bar__plus_02_dot_70_bar__plus_01_dot_36_bar__minus_02_dot_80 - object
        CD_bar__plus_00_dot_85_bar__plus_00_dot_19_bar__minus_01_dot_75 - object
        CellPhone_bar__plus_02_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
        CellPhone_bar__plus_00_dot_45_bar__plus_00_dot_16_bar__plus_01_dot_74 - object
        CreditCard_bar__plus_00_dot_57_bar__plus_01_dot_09_bar__plus_01_dot_20 - object
        CreditCard_bar__minus_01_dot_72_bar__plus_01_dot_42_bar__plus_01_dot_01 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_2_bar_2_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_6_bar_4_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar_2_bar_2_bar_30)
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 loc_bar_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_00_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_57 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_57 Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation DeskLamp_bar__plus_00_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_57 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_35_bar__plus_01_dot_00_bar__plus_01_dot_57)
        (objectType Laptop_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_02_dot_58 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_02_dot_58 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Laptop_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_02_dot_58 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Laptop_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_02_dot_58)
        (objectType Laptop_bar__minus_00_dot_89_bar__plus_00_dot_37_bar__plus_02_dot_61 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_89_bar__plus_00_dot_37_bar__plus_02_dot_61 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation Laptop_bar__minus_00_dot_89_bar__plus_00_dot_37_bar__plus_02_dot_61 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_89_bar__plus_00_dot_37_bar__plus_02_dot_61)
        (objectType Laptop_bar__minus_00_dot_77_bar__plus_00_dot_20_bar__plus_00_dot_84 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_77_bar__plus_00_dot_20_bar__plus_00_dot_84 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Laptop_bar__minus_00_dot_77_bar__plus_00_dot_20_bar__plus_00_dot_84 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_77_bar__plus_00_dot_20_bar__plus_00_dot_84)
        (objectType Book_bar__plus_02_dot_40_bar__plus_00_dot_74_bar__plus_01_dot_80 BookType)
        (inReceptacle Book_bar__plus_02_dot_40_bar__plus_00_dot_74_bar__plus_01_dot_80 Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Book_bar__plus_02_dot_40_bar__plus_00_dot_74_bar__plus_01_dot_80 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Book_bar__plus_02_dot_40_bar__plus_00_dot_74_bar__plus_01_dot_80)
        (objectType CD_bar__plus_02_dot_70_bar__plus_01_dot_36_bar__minus_02_dot_80 CDType)
        (inReceptacle CD_bar__plus_02_dot_70_bar__plus_01_dot_36_bar__minus_02_dot_80 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (objectAtLocation CD_bar__plus_02_dot_70_bar__plus_01_dot_36_bar__minus_02_dot_80 loc_bar_7_bar_2_bar_1_bar_30)
        (pickupable CD_bar__plus_02_dot_70_bar__plus_01_dot_36_bar__minus_02_dot_80)
        (objectType CD_bar__plus_00_dot_85_bar__plus_00_dot_19_bar__minus_01_dot_75 CDType)
        (inReceptacle CD_bar__plus_00_dot_85_bar__plus_00_dot_19_bar__minus_01_dot_75 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (objectAtLocation CD_bar__plus_00_dot_85_bar__plus_00_dot_19_bar__minus_01_dot_75 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (pickupable CD_bar__plus_00_dot_85_bar__plus_00_dot_19_bar__minus_01_dot_75)
        (objectType CellPhone_bar__plus_02_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_73 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_73 Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation CellPhone_bar__plus_02_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (objectType CellPhone_bar__plus_00_dot_45_bar__plus_00_dot_16_bar__plus_01_dot_74 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_45_bar__plus_00_dot_16_bar__plus_01_dot_74 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (objectAtLocation CellPhone_bar__plus_00_dot_45_bar__plus_00_dot_16_bar__plus_01_dot_74 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_45_bar__plus_00_dot_16_bar__plus_01_dot_74)
        (objectType CreditCard_bar__plus_00_dot_57_bar__plus_01_dot_09_bar__plus_01_dot_20 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_57_bar__plus_01_dot_09_bar__plus_01_dot_20 Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41)
        (objectAtLocation CreditCard_bar__plus_00_dot_57_bar__plus_01_dot_09_bar__plus_01_dot_20 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_57_bar__plus_01_dot_09_bar__plus_01_dot_20)
        (objectType CreditCard_bar__minus_01_dot_72_bar__plus_01_dot_42_bar__plus_01_dot_01 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_72_bar__plus_01_dot_42_bar__plus_01_dot_01 Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75)
        (objectAtLocation CreditCard_bar__minus_01_dot_72_bar__plus_01_dot_42_bar__plus_01_dot_01 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_72_bar__plus_01_dot_42_bar__plus_01_dot_01)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
